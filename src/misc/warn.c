#include <err.h>
#include <stdarg.h>

/* vwarn with its arguments inline. */
void warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
}
