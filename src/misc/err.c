#include <err.h>
#include <stdarg.h>

/* verr with its arguments inline. */
void err(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verr(status, fmt, ap);
}
