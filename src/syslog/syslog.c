#include <stdarg.h>
#include <syslog.h>

/* vsyslog with its arguments inline. */
void syslog(int priority, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsyslog(priority, fmt, ap);
	va_end(ap);
}
