/* Ethernet ARP packets; also the ETH_* sizes and protocol numbers and
   struct ethhdr (the kernel's linux/if_ether.h). */
#ifndef _NETINET_IF_ETHER_H
#define _NETINET_IF_ETHER_H

#include <features.h>
#include <stdint.h>
#include <net/ethernet.h>
#include <net/if_arp.h>

/* an ARP packet for IPv4 over Ethernet */
struct ether_arp {
	struct arphdr ea_hdr;
	uint8_t arp_sha[ETH_ALEN];	/* sender's hardware address */
	uint8_t arp_spa[4];		/* sender's IPv4 address */
	uint8_t arp_tha[ETH_ALEN];	/* target's */
	uint8_t arp_tpa[4];
};
#define arp_hrd ea_hdr.ar_hrd
#define arp_pro ea_hdr.ar_pro
#define arp_hln ea_hdr.ar_hln
#define arp_pln ea_hdr.ar_pln
#define arp_op  ea_hdr.ar_op

/* The Ethernet multicast address of an IPv4 group (RFC 1112): 01:00:5e
   and the low 23 bits of the group; ipaddr points at the address in
   network order, enaddr at 6 bytes. */
#define ETHER_MAP_IP_MULTICAST(ipaddr, enaddr) do { \
	(enaddr)[0] = 0x01; \
	(enaddr)[1] = 0x00; \
	(enaddr)[2] = 0x5e; \
	(enaddr)[3] = ((const uint8_t *)(ipaddr))[1] & 0x7f; \
	(enaddr)[4] = ((const uint8_t *)(ipaddr))[2]; \
	(enaddr)[5] = ((const uint8_t *)(ipaddr))[3]; \
} while (0)

#endif
