#define _GNU_SOURCE
#include <string.h>
#include <netinet/in.h>
#include <netinet/ip6.h>

/* The next address of a type 0 header: segments-left counts those
   added.  -1 for another type or a full header. */
int inet6_rth_add(void *bp, const struct in6_addr *addr)
{
	struct ip6_rthdr0 *h = bp;

	if (h->ip6r0_type != IPV6_RTHDR_TYPE_0 || h->ip6r0_segleft >= h->ip6r0_len / 2)
		return -1;
	memcpy(&h->ip6r0_addr[h->ip6r0_segleft++], addr, sizeof *addr);
	return 0;
}
