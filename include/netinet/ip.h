/* The IPv4 header (RFC 791) under its Linux (struct iphdr) and BSD
   (struct ip) names, with the type-of-service and option values.
   Multi-byte fields are in network order. */
#ifndef _NETINET_IP_H
#define _NETINET_IP_H

#include <features.h>
#include <stdint.h>
#include <netinet/in.h>
#include <netinet/in_systm.h>

/* the two 4-bit fields share the first byte, version in the high half */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
# define __WEFT_IP_NIBBLES(lo, hi) unsigned int lo:4; unsigned int hi:4;
#else
# define __WEFT_IP_NIBBLES(lo, hi) unsigned int hi:4; unsigned int lo:4;
#endif

struct iphdr {
	__WEFT_IP_NIBBLES(ihl, version)	/* ihl: header length in words */
	uint8_t tos;
	uint16_t tot_len;
	uint16_t id;
	uint16_t frag_off;		/* flags (IP_DF...) and offset */
	uint8_t ttl;
	uint8_t protocol;
	uint16_t check;
	uint32_t saddr;
	uint32_t daddr;
};

struct ip {
	__WEFT_IP_NIBBLES(ip_hl, ip_v)
	uint8_t ip_tos;
	unsigned short ip_len;
	unsigned short ip_id;
	unsigned short ip_off;
	uint8_t ip_ttl;
	uint8_t ip_p;
	unsigned short ip_sum;
	struct in_addr ip_src;
	struct in_addr ip_dst;
};

/* ip_off / frag_off */
#define IP_RF      0x8000	/* reserved */
#define IP_DF      0x4000	/* don't fragment */
#define IP_MF      0x2000	/* more fragments */
#define IP_OFFMASK 0x1fff

#define IPVERSION    4
#define IP_MAXPACKET 65535

/* type of service: the DSCP (6 bits) and ECN (2 bits) */
#define IPTOS_ECN_MASK      0x03
#define IPTOS_ECN(tos)      ((tos) & IPTOS_ECN_MASK)
#define IPTOS_ECN_NOT_ECT   0x00
#define IPTOS_ECN_ECT1      0x01
#define IPTOS_ECN_ECT0      0x02
#define IPTOS_ECN_CE        0x03
#define IPTOS_DSCP_MASK     0xfc
#define IPTOS_DSCP(tos)     ((tos) & IPTOS_DSCP_MASK)
#define IPTOS_DSCP_AF11     0x28
#define IPTOS_DSCP_AF12     0x30
#define IPTOS_DSCP_AF13     0x38
#define IPTOS_DSCP_AF21     0x48
#define IPTOS_DSCP_AF22     0x50
#define IPTOS_DSCP_AF23     0x58
#define IPTOS_DSCP_AF31     0x68
#define IPTOS_DSCP_AF32     0x70
#define IPTOS_DSCP_AF33     0x78
#define IPTOS_DSCP_AF41     0x88
#define IPTOS_DSCP_AF42     0x90
#define IPTOS_DSCP_AF43     0x98
#define IPTOS_DSCP_EF       0xb8
#define IPTOS_CLASS_MASK    0xe0
#define IPTOS_CLASS(tos)    ((tos) & IPTOS_CLASS_MASK)
#define IPTOS_CLASS_CS0     0x00
#define IPTOS_CLASS_CS1     0x20
#define IPTOS_CLASS_CS2     0x40
#define IPTOS_CLASS_CS3     0x60
#define IPTOS_CLASS_CS4     0x80
#define IPTOS_CLASS_CS5     0xa0
#define IPTOS_CLASS_CS6     0xc0
#define IPTOS_CLASS_CS7     0xe0
#define IPTOS_CLASS_DEFAULT IPTOS_CLASS_CS0

/* the RFC 791/1349 reading of the same byte */
#define IPTOS_TOS_MASK      0x1E
#define IPTOS_TOS(tos)      ((tos) & IPTOS_TOS_MASK)
#define IPTOS_LOWDELAY      0x10
#define IPTOS_THROUGHPUT    0x08
#define IPTOS_RELIABILITY   0x04
#define IPTOS_LOWCOST       0x02
#define IPTOS_MINCOST       IPTOS_LOWCOST
#define IPTOS_PREC_MASK     IPTOS_CLASS_MASK
#define IPTOS_PREC(tos)     IPTOS_CLASS(tos)
#define IPTOS_PREC_NETCONTROL      IPTOS_CLASS_CS7
#define IPTOS_PREC_INTERNETCONTROL IPTOS_CLASS_CS6
#define IPTOS_PREC_CRITIC_ECP      IPTOS_CLASS_CS5
#define IPTOS_PREC_FLASHOVERRIDE   IPTOS_CLASS_CS4
#define IPTOS_PREC_FLASH           IPTOS_CLASS_CS3
#define IPTOS_PREC_IMMEDIATE       IPTOS_CLASS_CS2
#define IPTOS_PREC_PRIORITY        IPTOS_CLASS_CS1
#define IPTOS_PREC_ROUTINE         IPTOS_CLASS_CS0

/* options: the type byte is copy flag, class and number */
#define IPOPT_COPY          0x80
#define IPOPT_CLASS_MASK    0x60
#define IPOPT_NUMBER_MASK   0x1f
#define IPOPT_COPIED(o)     ((o) & IPOPT_COPY)
#define IPOPT_CLASS(o)      ((o) & IPOPT_CLASS_MASK)
#define IPOPT_NUMBER(o)     ((o) & IPOPT_NUMBER_MASK)
#define IPOPT_CONTROL       0x00
#define IPOPT_RESERVED1     0x20
#define IPOPT_DEBMEAS       0x40
#define IPOPT_MEASUREMENT   IPOPT_DEBMEAS
#define IPOPT_RESERVED2     0x60

#define IPOPT_EOL       0	/* end of the list */
#define IPOPT_END       IPOPT_EOL
#define IPOPT_NOP       1
#define IPOPT_NOOP      IPOPT_NOP
#define IPOPT_RR        7	/* record route */
#define IPOPT_TS        68	/* timestamp */
#define IPOPT_TIMESTAMP IPOPT_TS
#define IPOPT_SECURITY  130
#define IPOPT_SEC       IPOPT_SECURITY
#define IPOPT_LSRR      131	/* loose source route */
#define IPOPT_SATID     136
#define IPOPT_SID       IPOPT_SATID
#define IPOPT_SSRR      137	/* strict source route */
#define IPOPT_RA        148	/* router alert */

/* offsets inside an option */
#define IPOPT_OPTVAL 0
#define IPOPT_OLEN   1
#define IPOPT_OFFSET 2
#define IPOPT_MINOFF 4
#define MAX_IPOPTLEN 40

/* IPOPT_TS flags */
#define IPOPT_TS_TSONLY    0
#define IPOPT_TS_TSANDADDR 1
#define IPOPT_TS_PRESPEC   3

#define MAXTTL    255
#define IPDEFTTL  64
#define IPFRAGTTL 60	/* s a fragment may wait for the rest */
#define IPTTLDEC  1
#define IP_MSS    576	/* the smallest MTU every host takes */

#endif
