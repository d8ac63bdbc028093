#include <err.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "errmsg.h"
#include "libc.h"

/* "program: message: strerror(errno)\n" on stderr.  errno is read
   before anything is written, since writing may change it; the stream
   lock keeps the line whole among threads.  Not async-signal-safe. */
void vwarn(const char *fmt, va_list ap)
{
	int e = errno;
	char eb[32];

	flockfile(stderr);
	fprintf(stderr, "%s: ", __progname);
	if (fmt) {
		vfprintf(stderr, fmt, ap);
		fputs(": ", stderr);
	}
	fprintf(stderr, "%s\n", __strerror_buf(e, eb));
	funlockfile(stderr);
}
