#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include "format.h"

/* Doubles the heap buffer when it is full; cap excludes the byte kept
   for the terminating NUL. */
static int grow(struct __fmt_sink *s)
{
	size_t size = 2 * (s->cap + 1);
	char *p = realloc(s->buf, size);
	if (!p)
		return -1;
	s->buf = p;
	s->cap = size - 1;
	return 0;
}

int vasprintf(char **restrict out, const char *restrict fmt, va_list ap)
{
	struct __fmt_sink o = { 0 };
	int r;

	o.cap = 128;
	o.buf = malloc(o.cap);
	if (!o.buf)
		return -1;
	o.flush = grow;
	o.cap--;         /* room for the terminating NUL */
	r = __vformat(&o, fmt, ap);
	if (r < 0) {
		free(o.buf);
		return -1;
	}
	o.buf[o.pos] = 0;
	*out = o.buf;
	return r;
}
