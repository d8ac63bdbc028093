#include <errno.h>
#include <string.h>
#include "resolv.h"

/* As __dns_name, a compression pointer must point before the name part
   that holds it, which makes every walk finite. */
hidden int __ns_unpack(const unsigned char *msg, const unsigned char *eom,
		       const unsigned char *src, unsigned char wire[NS_MAXCDNAME])
{
	const unsigned char *p = src, *limit = src;
	int used = -1, n = 0, l;

	for (;;) {
		if (p < msg || p >= eom)
			goto bad;
		l = *p;
		if ((l & NS_CMPRSFLGS) == NS_CMPRSFLGS) {
			const unsigned char *to;
			if (p + 1 >= eom)
				goto bad;
			to = msg + ((l & 0x3f) << 8 | p[1]);
			if (used < 0)
				used = p + 2 - src;
			if (to >= limit)
				goto bad;
			limit = p = to;
			continue;
		}
		if (l & NS_CMPRSFLGS)
			goto bad;  /* the extended label types are obsolete */
		if (p + 1 + l > eom || n + 1 + l > NS_MAXCDNAME)
			goto bad;
		memcpy(wire + n, p, 1 + l);
		n += 1 + l;
		p += 1 + l;
		if (!l)
			break;
	}
	return used < 0 ? p - src : used;
bad:
	errno = EMSGSIZE;
	return -1;
}
