#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/ip6.h>
#include "inet6_impl.h"

/* One option after offset: the padding its data's alignment needs, its
   type and length bytes, room for len bytes of data (*databufp points
   there).  The offset after it, or -1: a type reserved for padding, an
   alignment not 1, 2, 4 or 8 or larger than len, no room in extlen. */
int inet6_opt_append(void *extbuf, socklen_t extlen, int offset, uint8_t type,
		     socklen_t len, uint8_t align, void **databufp)
{
	int pad, end;

	if (offset < (int)sizeof(struct ip6_ext) || type < 2 || len > 255 ||
	    (align != 1 && align != 2 && align != 4 && align != 8) || align > len)
		return -1;
	pad = (align - (offset + 2) % align) % align;
	end = offset + pad + 2 + len;
	if (extbuf) {
		unsigned char *p = (unsigned char *)extbuf + offset;
		if ((socklen_t)end > extlen)
			return -1;
		__inet6_pad(p, pad);
		p[pad] = type;
		p[pad + 1] = len;
		if (databufp)
			*databufp = p + pad + 2;
	}
	return end;
}
