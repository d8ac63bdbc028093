#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>
#include "inet6_impl.h"

hidden int __inet6_opt_walk(void *extbuf, socklen_t extlen, int offset, int type,
			    uint8_t *typep, socklen_t *lenp, void **databufp)
{
	unsigned char *b = extbuf;
	unsigned o;

	if (!extbuf || offset < 0)
		return -1;
	if (!offset)
		offset = sizeof(struct ip6_ext);
	else if (offset < (int)sizeof(struct ip6_ext))
		return -1;
	for (o = offset; o < extlen;) {
		if (b[o] == IP6OPT_PAD1) {
			o++;
			continue;
		}
		if (o + 2 > extlen || o + 2 + b[o + 1] > extlen)
			return -1;
		if (b[o] != IP6OPT_PADN && (type < 0 || b[o] == type)) {
			if (typep)
				*typep = b[o];
			*lenp = b[o + 1];
			*databufp = b + o + 2;
			return o + 2 + b[o + 1];
		}
		o += 2 + b[o + 1];
	}
	return -1;
}
