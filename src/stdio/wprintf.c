#include <stdarg.h>
#include <stdio.h>
#include <wchar.h>

int wprintf(const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vfwprintf(stdout, fmt, ap);
	va_end(ap);
	return r;
}
