/* The packet headers of <netinet/ip.h>, <netinet/udp.h>,
   <netinet/ip_icmp.h>, <net/ethernet.h>, <net/if_arp.h>,
   <netinet/if_ether.h>, <netinet/ip6.h>, <netinet/icmp6.h> and <netpacket/packet.h> have the sizes and field
   offsets of the wire format (and the kernel's structures), and the bit
   fields land in the right nibbles of real header bytes. */
#include <arpa/inet.h>
#include <net/ethernet.h>
#include <net/if_arp.h>
#include <netinet/ether.h>
#include <netinet/if_ether.h>
#include <netinet/in.h>
#include <netinet/in_systm.h>
#include <netinet/ip.h>
#include <netinet/icmp6.h>
#include <netinet/ip6.h>
#include <netinet/ip_icmp.h>
#include <netinet/udp.h>
#include <netpacket/packet.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(sizeof(struct iphdr), 20);
	CHECK_EQ(offsetof(struct iphdr, tos), 1);
	CHECK_EQ(offsetof(struct iphdr, tot_len), 2);
	CHECK_EQ(offsetof(struct iphdr, frag_off), 6);
	CHECK_EQ(offsetof(struct iphdr, ttl), 8);
	CHECK_EQ(offsetof(struct iphdr, protocol), 9);
	CHECK_EQ(offsetof(struct iphdr, check), 10);
	CHECK_EQ(offsetof(struct iphdr, saddr), 12);
	CHECK_EQ(offsetof(struct iphdr, daddr), 16);
	CHECK_EQ(sizeof(struct ip), 20);
	CHECK_EQ(offsetof(struct ip, ip_tos), 1);
	CHECK_EQ(offsetof(struct ip, ip_off), 6);
	CHECK_EQ(offsetof(struct ip, ip_p), 9);
	CHECK_EQ(offsetof(struct ip, ip_src), 12);
	CHECK_EQ(offsetof(struct ip, ip_dst), 16);

	/* a real header: version 4, 6 words (one word of options) */
	unsigned char pkt[24] = { 0x46, 0x10, 0, 24, 0x12, 0x34, 0x40, 0, 64, 17 };
	struct iphdr ih;
	struct ip bi;
	memcpy(&ih, pkt, sizeof ih);
	memcpy(&bi, pkt, sizeof bi);
	CHECK_EQ(ih.version, 4);
	CHECK_EQ(ih.ihl, 6);
	CHECK_EQ(bi.ip_v, 4);
	CHECK_EQ(bi.ip_hl, 6);
	CHECK_EQ(IPTOS_TOS(ih.tos), IPTOS_LOWDELAY);
	CHECK_EQ(ntohs(ih.tot_len), 24);
	CHECK_EQ(ntohs(bi.ip_off) & IP_DF, IP_DF);
	CHECK_EQ(ih.protocol, IPPROTO_UDP);
	ih.version = 6;
	ih.ihl = 5;
	memcpy(pkt, &ih, sizeof ih);
	CHECK_EQ(pkt[0], 0x65);
	CHECK_EQ(IPTOS_DSCP(IPTOS_DSCP_EF | IPTOS_ECN_CE), 0xb8);

	CHECK_EQ(sizeof(struct ip6_hdr), 40);
	CHECK_EQ(offsetof(struct ip6_hdr, ip6_plen), 4);
	CHECK_EQ(offsetof(struct ip6_hdr, ip6_nxt), 6);
	CHECK_EQ(offsetof(struct ip6_hdr, ip6_hlim), 7);
	CHECK_EQ(offsetof(struct ip6_hdr, ip6_src), 8);
	CHECK_EQ(offsetof(struct ip6_hdr, ip6_dst), 24);
	CHECK_EQ(sizeof(struct ip6_frag), 8);
	CHECK_EQ(sizeof(struct ip6_rthdr0), 8);
	/* a fragment header: offset 185 (8-byte units), more to come */
	struct ip6_frag fr;
	unsigned char fb[8] = { 17, 0, 0x05, 0xc9, 0, 0, 0, 1 };
	memcpy(&fr, fb, sizeof fr);
	CHECK_EQ(ntohs(fr.ip6f_offlg & IP6F_OFF_MASK) >> 3, 185);
	CHECK(fr.ip6f_offlg & IP6F_MORE_FRAG);
	CHECK_EQ(fr.ip6f_offlg & IP6F_RESERVED_MASK, 0);
	struct ip6_hdr h6;
	memset(&h6, 0, sizeof h6);
	h6.ip6_flow = htonl(6u << 28 | 0xabcde);
	CHECK_EQ(h6.ip6_vfc >> 4, 6);

	CHECK_EQ(sizeof(struct icmp6_hdr), 8);
	CHECK_EQ(offsetof(struct icmp6_hdr, icmp6_seq), 6);
	CHECK_EQ(sizeof(struct nd_router_advert), 16);
	CHECK_EQ(sizeof(struct nd_neighbor_solicit), 24);
	CHECK_EQ(sizeof(struct nd_redirect), 40);
	CHECK_EQ(sizeof(struct nd_opt_prefix_info), 32);
	CHECK_EQ(sizeof(struct nd_opt_mtu), 8);
	CHECK_EQ(sizeof(struct mld_hdr), 24);
	struct nd_neighbor_advert na;
	unsigned char nab[8] = { ND_NEIGHBOR_ADVERT, 0, 0, 0, 0xe0, 0, 0, 0 };
	memcpy(&na, nab, sizeof nab);
	CHECK_EQ(na.nd_na_type, 136);
	CHECK_EQ(na.nd_na_flags_reserved, ND_NA_FLAG_ROUTER | ND_NA_FLAG_SOLICITED | ND_NA_FLAG_OVERRIDE);
	struct icmp6_filter f6;
	ICMP6_FILTER_SETBLOCKALL(&f6);
	ICMP6_FILTER_SETPASS(ICMP6_ECHO_REPLY, &f6);
	CHECK(ICMP6_FILTER_WILLPASS(ICMP6_ECHO_REPLY, &f6));
	CHECK(ICMP6_FILTER_WILLBLOCK(ICMP6_ECHO_REQUEST, &f6));
	CHECK_EQ(f6.icmp6_filt[4], ~(1u << 1));
	ICMP6_FILTER_SETPASSALL(&f6);
	ICMP6_FILTER_SETBLOCK(ND_REDIRECT, &f6);
	CHECK_EQ(f6.icmp6_filt[4], 1u << 9);
	CHECK(ICMP6_FILTER_WILLPASS(ND_ROUTER_ADVERT, &f6));

	CHECK_EQ(sizeof(struct udphdr), 8);
	struct udphdr u;
	memset(&u, 0, sizeof u);
	u.uh_sport = htons(53);
	u.uh_dport = htons(1234);
	u.uh_ulen = htons(8);
	u.uh_sum = 0xabcd;
	CHECK_EQ(ntohs(u.source), 53);
	CHECK_EQ(ntohs(u.dest), 1234);
	CHECK_EQ(ntohs(u.len), 8);
	CHECK_EQ(u.check, 0xabcd);
	CHECK_EQ(offsetof(struct udphdr, uh_dport), 2);
	CHECK_EQ(offsetof(struct udphdr, check), 6);

	CHECK_EQ(sizeof(struct icmphdr), 8);
	CHECK_EQ(offsetof(struct icmphdr, checksum), 2);
	CHECK_EQ(offsetof(struct icmphdr, un.echo.sequence), 6);
	CHECK_EQ(offsetof(struct icmphdr, un.frag.mtu), 6);
	CHECK_EQ(offsetof(struct icmp, icmp_id), 4);
	CHECK_EQ(offsetof(struct icmp, icmp_seq), 6);
	CHECK_EQ(offsetof(struct icmp, icmp_ip), 8);
	CHECK_EQ(offsetof(struct icmp, icmp_mask), 8);
	CHECK_EQ(sizeof(struct icmp), 28);
	CHECK_EQ(ICMP_MINLEN, 8);
	CHECK_EQ(ICMP_ADVLENMIN, 36);
	CHECK_EQ(ICMP_ECHO, 8);
	CHECK_EQ(ICMP_ECHOREPLY, 0);
	CHECK_EQ(ICMP_TIME_EXCEEDED, ICMP_TIMXCEED);
	CHECK(ICMP_INFOTYPE(ICMP_ECHO) && !ICMP_INFOTYPE(ICMP_UNREACH));

	CHECK_EQ(sizeof(struct ether_addr), 6);
	CHECK_EQ(sizeof(struct ether_header), 14);
	CHECK_EQ(offsetof(struct ether_header, ether_type), 12);
	CHECK_EQ(sizeof(struct ethhdr), ETH_HLEN);
	CHECK_EQ(ETHERTYPE_IP, ETH_P_IP);
	CHECK_EQ(ETHERTYPE_IPV6, ETH_P_IPV6);
	CHECK_EQ(ETH_P_BPQ, 0x08FF);
	CHECK_EQ(ETHERTYPE_ARP, 0x0806);
	CHECK_EQ(ETHER_MAX_LEN, 1518);
	CHECK_EQ(ETHER_MIN_LEN, 64);

	CHECK_EQ(sizeof(struct arphdr), 8);
	CHECK_EQ(sizeof(struct ether_arp), 28);
	CHECK_EQ(offsetof(struct ether_arp, arp_sha), 8);
	CHECK_EQ(offsetof(struct ether_arp, arp_tpa), 24);
	CHECK_EQ(ARPHRD_ETHER, 1);
	CHECK_EQ(ARPHRD_LOOPBACK, 772);
	CHECK_EQ(ARPOP_REPLY, 2);
	struct in_addr grp;
	unsigned char mac[6];
	CHECK_EQ(inet_aton("239.129.2.3", &grp), 1);
	ETHER_MAP_IP_MULTICAST(&grp, mac);
	CHECK(!memcmp(mac, "\x01\x00\x5e\x01\x02\x03", 6));

	CHECK_EQ(sizeof(struct sockaddr_ll), 20);
	CHECK_EQ(offsetof(struct sockaddr_ll, sll_ifindex), 4);
	CHECK_EQ(offsetof(struct sockaddr_ll, sll_pkttype), 10);
	CHECK_EQ(offsetof(struct sockaddr_ll, sll_addr), 12);
	CHECK_EQ(sizeof(struct packet_mreq), 16);
	CHECK_EQ(PACKET_ADD_MEMBERSHIP, 1);
	CHECK_EQ(PACKET_MR_PROMISC, 1);
	CHECK_EQ(sizeof(struct arpreq), 3 * sizeof(struct sockaddr) + sizeof(int) + 16);
	return 0;
}
