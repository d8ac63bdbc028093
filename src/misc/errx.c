#include <err.h>
#include <stdarg.h>

/* verrx with its arguments inline. */
void errx(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verrx(status, fmt, ap);
}
