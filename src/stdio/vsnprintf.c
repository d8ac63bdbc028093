#include <stdio.h>
#include <limits.h>
#include "format.h"

/* Past the end of the caller's buffer output is only counted. */
static int full(struct __fmt_sink *s)
{
	s->discard = 1;
	return 0;
}

int vsnprintf(char *restrict s, size_t n, const char *restrict fmt, va_list ap)
{
	struct __fmt_sink o = { 0 };
	int r;

	o.buf = s;
	o.cap = n ? n - 1 : 0;
	o.flush = full;
	r = __vformat(&o, fmt, ap);
	if (n)
		s[o.pos] = 0;
	return r;
}
