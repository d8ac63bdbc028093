#define _GNU_SOURCE
#include <string.h>
#include <netinet/in.h>
#include <netinet/ip6.h>

/* A type 0 header for the way back: the addresses in the opposite
   order, all of them left to visit.  in and out may be the same. */
int inet6_rth_reverse(const void *in, void *out)
{
	const struct ip6_rthdr0 *from = in;
	struct ip6_rthdr0 *to = out;
	int n = inet6_rth_segments(in);

	if (n < 0)
		return -1;
	if (in != out)
		memmove(to, from, sizeof *from);
	for (int i = 0, j = n - 1; i <= j; i++, j--) {
		struct in6_addr a = from->ip6r0_addr[i], b = from->ip6r0_addr[j];
		to->ip6r0_addr[i] = b;
		to->ip6r0_addr[j] = a;
	}
	to->ip6r0_segleft = n;
	return 0;
}
