#include <stdio.h>
#include "scan.h"
#include "stdio_impl.h"

static int file_get(struct __scan_src *s)
{
	return getc_unlocked(s->f);
}

static void file_unget(struct __scan_src *s, int c)
{
	ungetc(c, s->f);
}

int vfscanf(FILE *restrict f, const char *restrict fmt, va_list ap)
{
	struct __scan_src src;
	int r;

	__scan_str(&src, "");
	src.get = file_get;
	src.unget = file_unget;
	src.f = f;
	FLOCK(f);   /* internal lock: see vfprintf */
	r = __vscan(&src, fmt, ap);
	FUNLOCK(f);
	return r;
}
