#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>

/* A type 0 routing header with room for segments addresses (0..127);
   0 for anything else. */
socklen_t inet6_rth_space(int type, int segments)
{
	if (type != IPV6_RTHDR_TYPE_0 || segments < 0 || segments > 127)
		return 0;
	return sizeof(struct ip6_rthdr0) + segments * sizeof(struct in6_addr);
}
