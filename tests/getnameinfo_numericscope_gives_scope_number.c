/* NI_NUMERICSCOPE (POSIX <netdb.h>): getnameinfo writes an IPv6 address's
   scope as its number even where an interface name would be given.
   weft-only: glibc has no NI_NUMERICSCOPE. */
// test: weft-only (glibc does not define NI_NUMERICSCOPE)
#include <netdb.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

int main(void)
{
#ifndef NI_NUMERICSCOPE
	CHECK(!"NI_NUMERICSCOPE is defined");
#else
	unsigned lo = if_nametoindex("lo");
	if (!lo)
		t_skip("no loopback interface");
	struct sockaddr_in6 s = { .sin6_family = AF_INET6, .sin6_scope_id = lo };
	s.sin6_addr.s6_addr[0] = 0xfe;
	s.sin6_addr.s6_addr[1] = 0x80;
	s.sin6_addr.s6_addr[15] = 1;
	char host[NI_MAXHOST], want[64];

	/* link-local: by interface name unless asked for the number */
	CHECK_EQ(getnameinfo((struct sockaddr *)&s, sizeof s, host, sizeof host,
			     0, 0, NI_NUMERICHOST), 0);
	CHECK_STR(host, "fe80::1%lo");
	CHECK_EQ(getnameinfo((struct sockaddr *)&s, sizeof s, host, sizeof host,
			     0, 0, NI_NUMERICHOST | NI_NUMERICSCOPE), 0);
	snprintf(want, sizeof want, "fe80::1%%%u", lo);
	CHECK_STR(host, want);

	/* no scope: nothing appended either way */
	s.sin6_scope_id = 0;
	CHECK_EQ(getnameinfo((struct sockaddr *)&s, sizeof s, host, sizeof host,
			     0, 0, NI_NUMERICHOST | NI_NUMERICSCOPE), 0);
	CHECK_STR(host, "fe80::1");

	/* the flag is one of the known ones, others are still refused */
	CHECK(NI_NUMERICSCOPE & ~(NI_NUMERICHOST | NI_NUMERICSERV | NI_NOFQDN |
				  NI_NAMEREQD | NI_DGRAM));
	CHECK_EQ(getnameinfo((struct sockaddr *)&s, sizeof s, host, sizeof host,
			     0, 0, 0x10000), EAI_BADFLAGS);
#endif
	return 0;
}
