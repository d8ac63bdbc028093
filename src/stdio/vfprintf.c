#include <stdio.h>
#include "format.h"
#include "stdio_impl.h"

static int out(struct __fmt_sink *s)
{
	FILE *f = s->ctx;
	if (s->pos && fwrite_unlocked(s->buf, 1, s->pos, f) != s->pos)
		return -1;
	s->pos = 0;
	return 0;
}

int vfprintf(FILE *restrict f, const char *restrict fmt, va_list ap)
{
	char buf[128];
	struct __fmt_sink o = { 0 };
	int r;

	o.buf = buf;
	o.cap = sizeof buf;
	o.flush = out;
	o.ctx = f;
	/* The internal lock, not flockfile: a cancelled write releases a
	   lock that stdio took, never one the application holds. */
	FLOCK(f);
	r = __vformat(&o, fmt, ap);
	if (!o.err && out(&o))
		r = -1;
	if (ferror_unlocked(f))
		r = -1;
	FUNLOCK(f);
	return r;
}
