#include <stdarg.h>
#include <stdio.h>
#include <wchar.h>

int swscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vswscanf(s, fmt, ap);
	va_end(ap);
	return r;
}
