#include <errno.h>
#include <string.h>
#include "resolv.h"

static unsigned lower(unsigned c)
{
	return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

/* Whether the name at p in the message starting at base (pointers
   followed) is the wire-form name w, ignoring case (RFC 1035 2.3.3). */
static int same(const unsigned char *base, const unsigned char *p, const unsigned char *w)
{
	for (int hops = 0; hops < 128;) {
		if ((*p & NS_CMPRSFLGS) == NS_CMPRSFLGS) {
			p = base + ((p[0] & 0x3f) << 8 | p[1]);
			hops++;
			continue;
		}
		if (*p != *w)
			return 0;
		if (!*p)
			return 1;
		for (unsigned i = 1; i <= *p; i++)
			if (lower(p[i]) != lower(w[i]))
				return 0;
		p += 1 + *p;
		w += 1 + *w;
	}
	return 0;
}

/* dnptrs[0] is the message, then the names already in it, up to a null
   or lastdnptr.  Each suffix of the name is looked for there; the labels
   before the first one found are written out and recorded for later
   names (when they sit where a pointer can reach: under 16384). */
int ns_name_pack(const unsigned char *w, unsigned char *dst, int dstsiz,
		 const unsigned char **dnptrs, const unsigned char **lastdnptr)
{
	unsigned char *out = dst, *added[NS_MAXCDNAME / 2];
	int nadded = 0, at = 0, len = 0;
	const unsigned char **end = 0;

	/* a name in wire form: short labels, no pointers, 255 bytes at most */
	for (;;) {
		if (w[len] > NS_MAXLABEL || len + 1 + w[len] > NS_MAXCDNAME) {
			errno = EMSGSIZE;
			return -1;
		}
		if (!w[len])
			break;
		len += 1 + w[len];
	}
	if (dnptrs && *dnptrs) {
		for (end = dnptrs + 1; end < lastdnptr && *end; end++)
			;
	}
	while (w[at]) {
		if (end) {
			for (const unsigned char **e = dnptrs + 1; e < end; e++) {
				long off = *e - *dnptrs;
				if (off >= 0 && off < 0x4000 && same(*dnptrs, *e, w + at)) {
					if (out + 2 > dst + dstsiz)
						goto small;
					out[0] = NS_CMPRSFLGS | off >> 8;
					out[1] = off;
					out += 2;
					goto done;
				}
			}
			if (out - *dnptrs < 0x4000 && out >= *dnptrs)
				added[nadded++] = out;
		}
		if (out + 1 + w[at] > dst + dstsiz)
			goto small;
		memcpy(out, w + at, 1 + w[at]);
		out += 1 + w[at];
		at += 1 + w[at];
	}
	if (out + 1 > dst + dstsiz)
		goto small;
	*out++ = 0;
done:
	/* only a name that fitted goes into the table */
	for (int i = 0; end && i < nadded && end < lastdnptr; i++) {
		*end++ = added[i];
		if (end < lastdnptr)
			*end = 0;
	}
	return out - dst;
small:
	errno = EMSGSIZE;
	return -1;
}
