#include <stdarg.h>
#include <stdio.h>
#include <wchar.h>

int wscanf(const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vwscanf(fmt, ap);
	va_end(ap);
	return r;
}
