#define _GNU_SOURCE
#include <string.h>
#include <netinet/in.h>
#include <netinet/ip6.h>

/* An empty type 0 routing header for segments addresses in bp, or null
   when the type is another or bp_len too small. */
void *inet6_rth_init(void *bp, socklen_t bp_len, int type, int segments)
{
	socklen_t need = inet6_rth_space(type, segments);
	struct ip6_rthdr0 *h = bp;

	if (!bp || !need || bp_len < need)
		return 0;
	memset(bp, 0, need);
	h->ip6r0_type = IPV6_RTHDR_TYPE_0;
	h->ip6r0_len = segments * 2;  /* 8-byte units after the first 8 */
	return bp;
}
