#include <err.h>
#include <stdlib.h>

/* vwarnx's message, then exit(status). */
void verrx(int status, const char *fmt, va_list ap)
{
	vwarnx(fmt, ap);
	exit(status);
}
