/* Packet sockets (AF_PACKET): link-level addresses and socket options,
   values of the kernel's linux/if_packet.h. */
#ifndef _NETPACKET_PACKET_H
#define _NETPACKET_PACKET_H

#include <features.h>

struct sockaddr_ll {
	unsigned short sll_family;	/* AF_PACKET */
	unsigned short sll_protocol;	/* ETH_P_*, network order */
	int sll_ifindex;
	unsigned short sll_hatype;	/* ARPHRD_* */
	unsigned char sll_pkttype;	/* PACKET_HOST... */
	unsigned char sll_halen;
	unsigned char sll_addr[8];
};

/* sll_pkttype: who the packet was for */
#define PACKET_HOST      0
#define PACKET_BROADCAST 1
#define PACKET_MULTICAST 2
#define PACKET_OTHERHOST 3
#define PACKET_OUTGOING  4
#define PACKET_LOOPBACK  5
#define PACKET_USER      6
#define PACKET_KERNEL    7
#define PACKET_FASTROUTE 6

/* socket options at level SOL_PACKET */
#define PACKET_ADD_MEMBERSHIP  1
#define PACKET_DROP_MEMBERSHIP 2
#define PACKET_RECV_OUTPUT     3
#define PACKET_RX_RING         5
#define PACKET_STATISTICS      6
#define PACKET_COPY_THRESH     7
#define PACKET_AUXDATA         8
#define PACKET_ORIGDEV         9
#define PACKET_VERSION         10
#define PACKET_HDRLEN          11
#define PACKET_RESERVE         12
#define PACKET_TX_RING         13
#define PACKET_LOSS            14
#define PACKET_VNET_HDR        15
#define PACKET_TX_TIMESTAMP    16
#define PACKET_TIMESTAMP       17
#define PACKET_FANOUT          18
#define PACKET_TX_HAS_OFF      19
#define PACKET_QDISC_BYPASS    20
#define PACKET_ROLLOVER_STATS  21
#define PACKET_FANOUT_DATA     22
#define PACKET_IGNORE_OUTGOING 23

/* PACKET_FANOUT modes and flags */
#define PACKET_FANOUT_HASH     0
#define PACKET_FANOUT_LB       1
#define PACKET_FANOUT_CPU      2
#define PACKET_FANOUT_ROLLOVER 3
#define PACKET_FANOUT_RND      4
#define PACKET_FANOUT_QM       5
#define PACKET_FANOUT_CBPF     6
#define PACKET_FANOUT_EBPF     7
#define PACKET_FANOUT_FLAG_ROLLOVER 0x1000
#define PACKET_FANOUT_FLAG_UNIQUEID 0x2000
#define PACKET_FANOUT_FLAG_DEFRAG   0x8000

/* PACKET_ADD_MEMBERSHIP, PACKET_DROP_MEMBERSHIP */
struct packet_mreq {
	int mr_ifindex;
	unsigned short mr_type;		/* PACKET_MR_* */
	unsigned short mr_alen;
	unsigned char mr_address[8];
};

#define PACKET_MR_MULTICAST 0
#define PACKET_MR_PROMISC   1
#define PACKET_MR_ALLMULTI  2
#define PACKET_MR_UNICAST   3

#endif
