#include "resolv.h"

/* A compression pointer may only point backwards (RFC 1035 4.1.4 says
   "prior occurrence"): requiring that makes every walk finite, so a
   message whose pointers form a loop is malformed rather than a hang. */
hidden int __dns_name(const unsigned char *msg, int len, const unsigned char *p,
		      char out[__RES_NAMELEN])
{
	const unsigned char *end = msg + len, *limit = p;
	int used = -1, n = 0, l;

	for (;;) {
		if (p >= end)
			return -1;
		l = *p;
		if ((l & 0xc0) == 0xc0) {
			const unsigned char *to;
			if (p + 1 >= end)
				return -1;
			to = msg + ((l & 0x3f) << 8 | p[1]);
			if (used < 0)
				used = p + 2 - (limit);
			if (to >= limit)
				return -1;
			limit = to;
			p = to;
			continue;
		}
		if (l & 0xc0)
			return -1;
		if (!l)
			break;
		if (p + 1 + l > end || n + l + 2 > __RES_NAMELEN)
			return -1;
		if (n)
			out[n++] = '.';
		for (int i = 0; i < l; i++)
			out[n++] = p[1 + i];
		p += 1 + l;
	}
	out[n] = 0;
	if (used < 0)
		used = p + 1 - limit;
	return used;
}
