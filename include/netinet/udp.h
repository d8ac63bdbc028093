/* The UDP header (RFC 768) with both the BSD (uh_*) and the Linux field
   names, and the UDP socket options (IPPROTO_UDP level). */
#ifndef _NETINET_UDP_H
#define _NETINET_UDP_H

#include <features.h>
#include <stdint.h>

/* network order; the checksum covers a pseudo-header too */
__extension__ struct udphdr {
	__extension__ union {
		struct {
			uint16_t uh_sport;
			uint16_t uh_dport;
			uint16_t uh_ulen;	/* header and data */
			uint16_t uh_sum;
		};
		struct {
			uint16_t source;
			uint16_t dest;
			uint16_t len;
			uint16_t check;
		};
	};
};

#define UDP_CORK         1	/* hold data until uncorked */
#define UDP_ENCAP        100
#define UDP_NO_CHECK6_TX 101
#define UDP_NO_CHECK6_RX 102
#define UDP_SEGMENT      103	/* GSO segment size */
#define UDP_GRO          104

/* UDP_ENCAP types */
#define UDP_ENCAP_ESPINUDP_NON_IKE 1
#define UDP_ENCAP_ESPINUDP         2
#define UDP_ENCAP_L2TPINUDP        3
#define UDP_ENCAP_GTP0             4
#define UDP_ENCAP_GTP1U            5
#define UDP_ENCAP_RXRPC            6

#define SOL_UDP 17

#endif
