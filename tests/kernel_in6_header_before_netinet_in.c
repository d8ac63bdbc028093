/* The kernel's <linux/in6.h> included BEFORE <netinet/in.h> (the other
   order is kernel_uapi_headers_mix_with_libc_headers): the libc header
   then uses the kernel's in6_addr and sockaddr_in6 rather than define
   them again, and <linux/in.h> and <linux/ipv6.h> after both still leave
   out what the libc defines.  A redefinition is an error.  (glibc's
   IN6_IS_ADDR_* macros do not work in this order; weft's do.) */
// test: cflags -Werror
#define _GNU_SOURCE
#include <string.h>
#include <sys/socket.h>
#include "check.h"

#if defined(__has_include) && __has_include(<linux/in6.h>)
#define HAVE_KERNEL_HEADERS 1
#include <linux/in6.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <netdb.h>
/* glibc decided what to leave out when linux/in6.h came: these two
   would define its structures again there. */
#ifndef __GLIBC__
#include <linux/in.h>
#include <linux/ipv6.h>
#endif
#endif

int main(void)
{
#ifndef HAVE_KERNEL_HEADERS
	t_skip("no Linux kernel headers (linux-libc-dev) for this compiler");
#else
	struct sockaddr_in6 s;
	memset(&s, 0, sizeof s);
	CHECK_EQ(sizeof s, 28);
	CHECK_EQ(sizeof s.sin6_addr, 16);
	s.sin6_family = AF_INET6;
	s.sin6_port = htons(53);
	CHECK_EQ(((unsigned char *)&s)[3], 53);
	CHECK_EQ(inet_pton(AF_INET6, "::1", &s.sin6_addr), 1);
#ifndef __GLIBC__
	CHECK(IN6_IS_ADDR_LOOPBACK(&s.sin6_addr));
#endif
	CHECK_EQ(s.sin6_addr.s6_addr[15], 1);
	CHECK_EQ(s.sin6_addr.s6_addr32[3], htonl(1));
	CHECK(memcmp(&s.sin6_addr, &in6addr_loopback, 16) == 0);
	char buf[INET6_ADDRSTRLEN];
	CHECK_STR(inet_ntop(AF_INET6, &s.sin6_addr, buf, sizeof buf), "::1");
	CHECK_EQ(IPPROTO_ICMPV6, 58);
	CHECK_EQ(IPV6_V6ONLY, 26);
	CHECK_EQ(IPV6_FL_A_GET, 0);
	struct ipv6_mreq m;
	CHECK_EQ(sizeof m, 20);
	struct in6_flowlabel_req fr;
	CHECK_EQ(sizeof fr, 32);
#ifndef __GLIBC__
	struct in6_pktinfo pi;
	CHECK_EQ(sizeof pi, 20);
	struct ip_mreqn mn;
	CHECK_EQ(sizeof mn, 12);
#endif

	/* the structures work with the library's calls */
	int fd = socket(AF_INET6, SOCK_DGRAM, 0);
	if (fd < 0)
		t_skip("no IPv6 sockets here");
	int on = 1;
	CHECK_EQ(setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof on), 0);
	s.sin6_port = 0;
	if (bind(fd, (struct sockaddr *)&s, sizeof s) != 0)
		t_skip("no IPv6 loopback here");
	socklen_t len = sizeof s;
	CHECK_EQ(getsockname(fd, (struct sockaddr *)&s, &len), 0);
	CHECK_EQ(len, sizeof s);
	CHECK(memcmp(&s.sin6_addr, &in6addr_loopback, 16) == 0);
#endif
	return 0;
}
