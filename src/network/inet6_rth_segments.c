#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>

/* How many addresses a type 0 header holds room for; -1 for another
   type or an odd length. */
int inet6_rth_segments(const void *bp)
{
	const struct ip6_rthdr0 *h = bp;

	if (h->ip6r0_type != IPV6_RTHDR_TYPE_0 || h->ip6r0_len % 2)
		return -1;
	return h->ip6r0_len / 2;
}
