#define _GNU_SOURCE
#include <string.h>
#include "strvec.h"

/* c must occur: aligned blocks from s until it does. */
void *rawmemchr(const void *s, int c)
{
	v16 cv = vsplat((unsigned char)c);
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)15);
	unsigned m = vmatch(vload(p), cv) >> ((const char *)s - p);

	if (m)
		return (char *)s + __builtin_ctz(m);
	for (;;) {
		p += 16;
		m = vmatch(vload(p), cv);
		if (m)
			return (char *)p + __builtin_ctz(m);
	}
}
