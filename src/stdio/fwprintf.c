#include <stdarg.h>
#include <wchar.h>

int fwprintf(FILE *restrict f, const wchar_t *restrict fmt, ...)
{
	va_list ap;
	int r;
	va_start(ap, fmt);
	r = vfwprintf(f, fmt, ap);
	va_end(ap);
	return r;
}
