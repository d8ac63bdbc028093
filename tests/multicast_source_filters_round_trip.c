/* RFC 3678 source filters: setipv4sourcefilter and setsourcefilter set
   a joined group's include or exclude list through the kernel, and the
   get forms read back the mode, the count and as many sources as there
   is room for.  A group not joined is refused, an unknown family or a
   short group address EINVAL, a list too long ENOMEM.  Skipped where loopback cannot join a group. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "check.h"

static int has(const struct in_addr *list, int n, const char *dotted)
{
	struct in_addr a;

	inet_pton(AF_INET, dotted, &a);
	for (int i = 0; i < n; i++)
		if (list[i].s_addr == a.s_addr)
			return 1;
	return 0;
}

int main(void)
{
	struct ip_mreqn m;
	struct in_addr grp, ifa, src[3], got[4];
	uint32_t mode, n;
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	unsigned lo = if_nametoindex("lo");

	CHECK(s >= 0);
	if (!lo)
		t_skip("no loopback interface");
	inet_pton(AF_INET, "239.1.2.3", &grp);
	inet_pton(AF_INET, "127.0.0.1", &ifa);
	inet_pton(AF_INET, "192.0.2.1", &src[0]);
	inet_pton(AF_INET, "192.0.2.2", &src[1]);
	inet_pton(AF_INET, "192.0.2.3", &src[2]);

	/* not joined yet: the kernel refuses (EINVAL, EADDRNOTAVAIL on
	   older kernels) */
	errno = 0;
	CHECK_EQ(setipv4sourcefilter(s, ifa, grp, MCAST_INCLUDE, 1, src), -1);
	if (errno == ENOPROTOOPT && t_under_qemu())
		t_skip("qemu-user does not pass IP_MSFILTER on (ENOPROTOOPT)");
	CHECK(errno == EINVAL || errno == EADDRNOTAVAIL);

	memset(&m, 0, sizeof m);
	m.imr_multiaddr = grp;
	m.imr_address = ifa;
	m.imr_ifindex = lo;
	if (setsockopt(s, IPPROTO_IP, IP_ADD_MEMBERSHIP, &m, sizeof m))
		t_skip("loopback cannot join a multicast group here");

	/* joined: exclude nothing */
	n = 4;
	CHECK_EQ(getipv4sourcefilter(s, ifa, grp, &mode, &n, got), 0);
	CHECK_EQ(mode, MCAST_EXCLUDE);
	CHECK_EQ(n, 0);

	CHECK_EQ(setipv4sourcefilter(s, ifa, grp, MCAST_INCLUDE, 3, src), 0);
	n = 4;
	CHECK_EQ(getipv4sourcefilter(s, ifa, grp, &mode, &n, got), 0);
	CHECK_EQ(mode, MCAST_INCLUDE);
	CHECK_EQ(n, 3);
	CHECK(has(got, 3, "192.0.2.1") && has(got, 3, "192.0.2.2") && has(got, 3, "192.0.2.3"));
	/* room for one: the count still says three */
	n = 1;
	memset(got, 0, sizeof got);
	CHECK_EQ(getipv4sourcefilter(s, ifa, grp, &mode, &n, got), 0);
	CHECK_EQ(n, 3);
	CHECK(has(got, 1, "192.0.2.1") || has(got, 1, "192.0.2.2") || has(got, 1, "192.0.2.3"));
	CHECK_EQ(got[1].s_addr, 0);

	/* the protocol-independent forms on the same group */
	struct sockaddr_in g4 = { .sin_family = AF_INET, .sin_addr = grp };
	struct sockaddr_storage ss[4];
	struct sockaddr_in *sin = (struct sockaddr_in *)&ss[0];
	memset(ss, 0, sizeof ss);
	sin->sin_family = AF_INET;
	sin->sin_addr = src[1];
	CHECK_EQ(setsourcefilter(s, lo, (struct sockaddr *)&g4, sizeof g4, MCAST_EXCLUDE, 1, ss), 0);
	n = 4;
	memset(ss, 0, sizeof ss);
	CHECK_EQ(getsourcefilter(s, lo, (struct sockaddr *)&g4, sizeof g4, &mode, &n, ss), 0);
	CHECK_EQ(mode, MCAST_EXCLUDE);
	CHECK_EQ(n, 1);
	CHECK_EQ(sin->sin_family, AF_INET);
	CHECK_EQ(sin->sin_addr.s_addr, src[1].s_addr);
	n = 4;
	CHECK_EQ(getipv4sourcefilter(s, ifa, grp, &mode, &n, got), 0);
	CHECK_EQ(mode, MCAST_EXCLUDE);
	CHECK_EQ(n, 1);
	CHECK_EQ(got[0].s_addr, src[1].s_addr);

	struct sockaddr bad = { .sa_family = AF_UNIX };
	n = 4;
	CHECK_ERR(getsourcefilter(s, lo, &bad, sizeof bad, &mode, &n, ss), EINVAL);
	/* (glibc 2.36 passes it to the kernel: EADDRNOTAVAIL) */
	errno = 0;
	CHECK_EQ(setsourcefilter(s, lo, &bad, sizeof bad, MCAST_INCLUDE, 0, ss), -1);
	CHECK(errno == EINVAL || errno == EADDRNOTAVAIL);
	/* a group address shorter than its family's */
	n = 4;
	CHECK_ERR(getsourcefilter(s, lo, (struct sockaddr *)&g4, sizeof g4 - 8, &mode, &n, ss),
		  EINVAL);
#ifndef __GLIBC__
	/* a list longer than the kernel's int length can say (glibc 2.36
	   tries to allocate it) */
	n = UINT32_MAX;
	CHECK_ERR(getsourcefilter(s, lo, (struct sockaddr *)&g4, sizeof g4, &mode, &n, ss), ENOMEM);
	CHECK_ERR(setsourcefilter(s, lo, (struct sockaddr *)&g4, sizeof g4, MCAST_INCLUDE,
				  UINT32_MAX, ss), ENOMEM);
	n = UINT32_MAX;
	CHECK_ERR(getipv4sourcefilter(s, ifa, grp, &mode, &n, got), ENOMEM);
	CHECK_ERR(setipv4sourcefilter(s, ifa, grp, MCAST_INCLUDE, UINT32_MAX, src), ENOMEM);
#endif
	close(s);
	return 0;
}
