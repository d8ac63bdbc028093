#define _GNU_SOURCE
#include <stdio.h>
#include <stdarg.h>

int asprintf(char **restrict out, const char *restrict fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vasprintf(out, fmt, ap);
	va_end(ap);
	return r;
}
