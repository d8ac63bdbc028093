#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>

/* Address index of a type 0 header, or null when there is none. */
struct in6_addr *inet6_rth_getaddr(const void *bp, int index)
{
	const struct ip6_rthdr0 *h = bp;
	int n = inet6_rth_segments(bp);

	if (n < 0 || index < 0 || index >= n)
		return 0;
	return (struct in6_addr *)&h->ip6r0_addr[index];
}
