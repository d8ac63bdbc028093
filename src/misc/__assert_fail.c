#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "libc.h"
#include "syscall.h"

struct out {
	char buf[1024];
	size_t len;
};

static void flush(struct out *o)
{
	size_t off = 0;

	while (off < o->len) {
		long r = __syscall(SYS_write, 2, o->buf + off, o->len - off);
		if (r <= 0)
			break;
		off += r;
	}
	o->len = 0;
}

static void put(struct out *o, const char *s)
{
	while (*s) {
		if (o->len == sizeof o->buf)
			flush(o);
		o->buf[o->len++] = *s++;
	}
}

_Noreturn void __assert_fail(const char *expr, const char *file,
			     unsigned line, const char *func)
{
	struct out o;
	char num[16], *p = num + sizeof num;
	const char *name = __progname;

	*--p = 0;
	do
		*--p = '0' + line % 10;
	while (line /= 10);

	o.len = 0;
	put(&o, name);
	if (*name)
		put(&o, ": ");
	put(&o, file);
	put(&o, ":");
	put(&o, p);
	put(&o, ": ");
	if (func) {
		put(&o, func);
		put(&o, ": ");
	}
	put(&o, "Assertion `");
	put(&o, expr);
	put(&o, "' failed.\n");
	flush(&o);
	abort();
}
