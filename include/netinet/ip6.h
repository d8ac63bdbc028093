/* The IPv6 header and its extension headers (RFC 8200), with the names
   of the advanced sockets API (RFC 2292, RFC 3542).  Multi-byte fields
   are in network order. */
#ifndef _NETINET_IP6_H
#define _NETINET_IP6_H

#include <features.h>
#include <stdint.h>
#include <netinet/in.h>

struct ip6_hdr {
	union {
		struct ip6_hdrctl {
			uint32_t ip6_un1_flow;	/* version 4 bits, class 8, flow label 20 */
			uint16_t ip6_un1_plen;	/* payload length */
			uint8_t ip6_un1_nxt;	/* next header */
			uint8_t ip6_un1_hlim;	/* hop limit */
		} ip6_un1;
		uint8_t ip6_un2_vfc;		/* version and the class's top half */
	} ip6_ctlun;
	struct in6_addr ip6_src;
	struct in6_addr ip6_dst;
};
#define ip6_vfc  ip6_ctlun.ip6_un2_vfc
#define ip6_flow ip6_ctlun.ip6_un1.ip6_un1_flow
#define ip6_plen ip6_ctlun.ip6_un1.ip6_un1_plen
#define ip6_nxt  ip6_ctlun.ip6_un1.ip6_un1_nxt
#define ip6_hlim ip6_ctlun.ip6_un1.ip6_un1_hlim
#define ip6_hops ip6_ctlun.ip6_un1.ip6_un1_hlim

/* the two bytes every extension header starts with; len counts 8-byte
   units after the first 8 */
struct ip6_ext {
	uint8_t ip6e_nxt;
	uint8_t ip6e_len;
};

/* hop-by-hop options */
struct ip6_hbh {
	uint8_t ip6h_nxt;
	uint8_t ip6h_len;
};

/* destination options */
struct ip6_dest {
	uint8_t ip6d_nxt;
	uint8_t ip6d_len;
};

/* routing header */
struct ip6_rthdr {
	uint8_t ip6r_nxt;
	uint8_t ip6r_len;
	uint8_t ip6r_type;
	uint8_t ip6r_segleft;	/* segments left */
};

/* routing header type 0 (deprecated by RFC 5095) */
struct ip6_rthdr0 {
	uint8_t ip6r0_nxt;
	uint8_t ip6r0_len;
	uint8_t ip6r0_type;
	uint8_t ip6r0_segleft;
	uint8_t ip6r0_reserved;
	uint8_t ip6r0_slmap[3];
	struct in6_addr ip6r0_addr[];	/* up to 127 addresses */
};

/* fragment header */
struct ip6_frag {
	uint8_t ip6f_nxt;
	uint8_t ip6f_reserved;
	uint16_t ip6f_offlg;	/* offset, reserved bits, more-fragments */
	uint32_t ip6f_ident;
};

/* masks of ip6f_offlg as it sits in memory */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
# define IP6F_OFF_MASK      0xf8ff
# define IP6F_RESERVED_MASK 0x0600
# define IP6F_MORE_FRAG     0x0100
#else
# define IP6F_OFF_MASK      0xfff8
# define IP6F_RESERVED_MASK 0x0006
# define IP6F_MORE_FRAG     0x0001
#endif

/* an option inside hop-by-hop and destination headers */
struct ip6_opt {
	uint8_t ip6o_type;
	uint8_t ip6o_len;
};

/* the top two bits of the type: what to do with an unknown option */
#define IP6OPT_TYPE(o)       ((o) & 0xc0)
#define IP6OPT_TYPE_SKIP      0x00
#define IP6OPT_TYPE_DISCARD   0x40
#define IP6OPT_TYPE_FORCEICMP 0x80
#define IP6OPT_TYPE_ICMP      0xc0
#define IP6OPT_MUTABLE        0x20	/* may change en route */

#define IP6OPT_PAD1          0
#define IP6OPT_PADN          1
#define IP6OPT_JUMBO         0xc2
#define IP6OPT_NSAP_ADDR     0xc3
#define IP6OPT_TUNNEL_LIMIT  0x04
#define IP6OPT_ROUTER_ALERT  0x05

struct ip6_opt_jumbo {
	uint8_t ip6oj_type;
	uint8_t ip6oj_len;
	uint8_t ip6oj_jumbo_len[4];
};
#define IP6OPT_JUMBO_LEN 6

struct ip6_opt_nsap {
	uint8_t ip6on_type;
	uint8_t ip6on_len;
	uint8_t ip6on_src_nsap_len;
	uint8_t ip6on_dst_nsap_len;
};

struct ip6_opt_tunnel {
	uint8_t ip6ot_type;
	uint8_t ip6ot_len;
	uint8_t ip6ot_encap_limit;
};

struct ip6_opt_router {
	uint8_t ip6or_type;
	uint8_t ip6or_len;
	uint8_t ip6or_value[2];
};

/* ip6or_value read as a uint16_t in memory */
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
# define IP6_ALERT_MLD  0x0000
# define IP6_ALERT_RSVP 0x0100
# define IP6_ALERT_AN   0x0200
#else
# define IP6_ALERT_MLD  0x0000
# define IP6_ALERT_RSVP 0x0001
# define IP6_ALERT_AN   0x0002
#endif

#endif
