#include <stdio.h>
#include <errno.h>
#include <unistd.h>
#include "format.h"

/* Writes the whole buffer to the descriptor in ctx, retrying on EINTR. */
static int drain(struct __fmt_sink *s)
{
	int fd = *(int *)s->ctx;
	size_t done = 0;
	while (done < s->pos) {
		ssize_t w = write(fd, s->buf + done, s->pos - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		done += w;
	}
	s->pos = 0;
	return 0;
}

int vdprintf(int fd, const char *restrict fmt, va_list ap)
{
	char buf[256];
	struct __fmt_sink o = { 0 };
	int r;

	o.buf = buf;
	o.cap = sizeof buf;
	o.flush = drain;
	o.ctx = &fd;
	r = __vformat(&o, fmt, ap);
	if (!o.err && o.pos && drain(&o))
		return -1;
	return r;
}
