#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "argp_impl.h"

/* "name: message: error text"; a nonzero status exits unless the parse
   said ARGP_NO_EXIT. */
void argp_failure(const struct argp_state *restrict state, int status, int errnum,
		  const char *restrict fmt, ...)
{
	FILE *f;
	va_list ap;

	if (state && (state->flags & ARGP_NO_ERRS))
		return;
	f = state ? state->err_stream : stderr;
	if (!f)
		return;
	flockfile(f);
	fputs(state ? state->name : program_invocation_short_name, f);
	if (fmt) {
		fputs(": ", f);
		va_start(ap, fmt);
		vfprintf(f, fmt, ap);
		va_end(ap);
	}
	if (errnum)
		fprintf(f, ": %s", strerror(errnum));
	fputc('\n', f);
	funlockfile(f);
	if (status && (!state || !(state->flags & ARGP_NO_EXIT)))
		exit(status);
}
