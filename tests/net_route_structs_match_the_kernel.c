/* <net/route.h>: struct rtentry and struct in6_rtmsg as SIOCADDRT and
   SIOCDELRT read them (the kernel's linux/route.h, linux/ipv6_route.h),
   and the RTF_* flags /proc/net/route and /proc/net/ipv6_route show. */
#include <errno.h>
#include <net/route.h>
#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	/* the kernel's layout: unsigned long pad, three sockaddrs, ... */
	CHECK_EQ(offsetof(struct rtentry, rt_dst), sizeof(long));
	CHECK_EQ(offsetof(struct rtentry, rt_gateway), sizeof(long) + 16);
	CHECK_EQ(offsetof(struct rtentry, rt_genmask), sizeof(long) + 32);
	CHECK_EQ(offsetof(struct rtentry, rt_flags), sizeof(long) + 48);
	CHECK_EQ(offsetof(struct rtentry, rt_metric), 3 * sizeof(long) + 48 + sizeof(void *));
	CHECK_EQ(offsetof(struct rtentry, rt_dev), 4 * sizeof(long) + 48 + sizeof(void *));
	CHECK_EQ(offsetof(struct rtentry, rt_mtu), 4 * sizeof(long) + 48 + 2 * sizeof(void *));
	CHECK_EQ(offsetof(struct rtentry, rt_window), 5 * sizeof(long) + 48 + 2 * sizeof(void *));
	CHECK_EQ(offsetof(struct rtentry, rt_irtt), 6 * sizeof(long) + 48 + 2 * sizeof(void *));
	CHECK_EQ(sizeof(struct rtentry), 7 * sizeof(long) + 48 + 2 * sizeof(void *));
	struct rtentry rt;
	memset(&rt, 0, sizeof rt);
	rt.rt_mss = 1400;
	CHECK_EQ(rt.rt_mtu, 1400);

	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_src), 16);
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_gateway), 32);
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_type), 48);
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_dst_len), 52);
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_src_len), 54);
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_metric), 56);
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_info), 56 + sizeof(long));
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_flags), 56 + 2 * sizeof(long));
	CHECK_EQ(offsetof(struct in6_rtmsg, rtmsg_ifindex), 60 + 2 * sizeof(long));

	CHECK_EQ(RTF_UP, 0x1);
	CHECK_EQ(RTF_GATEWAY, 0x2);
	CHECK_EQ(RTF_HOST, 0x4);
	CHECK_EQ(RTF_REINSTATE, 0x8);
	CHECK_EQ(RTF_DYNAMIC, 0x10);
	CHECK_EQ(RTF_MODIFIED, 0x20);
	CHECK_EQ(RTF_MSS, RTF_MTU);
	CHECK_EQ(RTF_MTU, 0x40);
	CHECK_EQ(RTF_WINDOW, 0x80);
	CHECK_EQ(RTF_IRTT, 0x100);
	CHECK_EQ(RTF_REJECT, 0x200);
	CHECK_EQ(RTF_DEFAULT, 0x10000);
	CHECK_EQ(RTF_ADDRCONF, 0x40000);
	CHECK_EQ(RTF_NONEXTHOP, 0x200000);
	CHECK_EQ(RTF_CACHE, 0x1000000);
	CHECK_EQ(RTF_LOCAL, 0x80000000u);
	CHECK(RT_LOCALADDR(RTF_LOCAL | RTF_INTERFACE | RTF_UP));
	CHECK(!RT_LOCALADDR(RTF_LOCAL | RTF_UP));
	CHECK_EQ(RTMSG_NEWROUTE, 0x21);
	CHECK_EQ(RTMSG_DELROUTE, 0x22);

	/* The kernel takes the structure: deleting a route that does not
	   exist fails for that reason (or for want of CAP_NET_ADMIN), not
	   for a malformed argument. */
	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	CHECK(fd >= 0);
	struct sockaddr_in *dst = (struct sockaddr_in *)&rt.rt_dst;
	memset(&rt, 0, sizeof rt);
	dst->sin_family = AF_INET;
	dst->sin_addr.s_addr = htonl(0xc0000263);  /* 192.0.2.99, TEST-NET-1 */
	((struct sockaddr_in *)&rt.rt_genmask)->sin_family = AF_INET;
	((struct sockaddr_in *)&rt.rt_genmask)->sin_addr.s_addr = 0xffffffff;
	rt.rt_flags = RTF_UP | RTF_HOST;
	errno = 0;
	CHECK_EQ(ioctl(fd, SIOCDELRT, &rt), -1);
	CHECK(errno == ESRCH || errno == EPERM);
	close(fd);
	return 0;
}
