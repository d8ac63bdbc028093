#include <err.h>
#include <stdlib.h>

/* vwarn's message, then exit(status): atexit handlers run and stdio is
   flushed. */
void verr(int status, const char *fmt, va_list ap)
{
	vwarn(fmt, ap);
	exit(status);
}
