#include <stdio.h>
#include <stdarg.h>

int sscanf(const char *restrict str, const char *restrict fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vsscanf(str, fmt, ap);
	va_end(ap);
	return r;
}
