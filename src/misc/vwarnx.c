#include <err.h>
#include <stdio.h>
#include "libc.h"

/* "program: message\n" on stderr, as one line among threads.
   Not async-signal-safe. */
void vwarnx(const char *fmt, va_list ap)
{
	flockfile(stderr);
	fprintf(stderr, "%s: ", __progname);
	if (fmt)
		vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	funlockfile(stderr);
}
