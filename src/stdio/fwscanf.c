#include <stdarg.h>
#include <stdio.h>
#include <wchar.h>

int fwscanf(FILE *restrict f, const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vfwscanf(f, fmt, ap);
	va_end(ap);
	return r;
}
