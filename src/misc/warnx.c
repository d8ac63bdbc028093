#include <err.h>
#include <stdarg.h>

/* vwarnx with its arguments inline. */
void warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnx(fmt, ap);
	va_end(ap);
}
