#include <stdio.h>
#include "scan.h"

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
	flockfile(f);
	r = __vscan(&src, fmt, ap);
	funlockfile(f);
	return r;
}
