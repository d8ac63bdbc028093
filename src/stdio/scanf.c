#include <stdio.h>
#include <stdarg.h>

int scanf(const char *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vfscanf(stdin, fmt, ap);
	va_end(ap);
	return r;
}
