#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>
#include "inet6_impl.h"

/* Padding after the last option up to a multiple of 8: the header's
   whole length, or -1 when it would pass extlen. */
int inet6_opt_finish(void *extbuf, socklen_t extlen, int offset)
{
	int end = (offset + 7) & ~7;

	if (offset < (int)sizeof(struct ip6_ext))
		return -1;
	if (extbuf) {
		if ((socklen_t)end > extlen)
			return -1;
		__inet6_pad((unsigned char *)extbuf + offset, end - offset);
	}
	return end;
}
