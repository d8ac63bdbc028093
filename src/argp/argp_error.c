#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include "argp_impl.h"

/* "name: message", then the hint to try --help, and the usage exit. */
void argp_error(const struct argp_state *restrict state, const char *restrict fmt, ...)
{
	FILE *f;
	va_list ap;

	if (state && (state->flags & ARGP_NO_ERRS))
		return;
	f = state ? state->err_stream : stderr;
	if (!f)
		return;
	flockfile(f);
	fprintf(f, "%s: ", state ? state->name : program_invocation_short_name);
	va_start(ap, fmt);
	vfprintf(f, fmt, ap);
	va_end(ap);
	fputc('\n', f);
	argp_state_help(state, f, ARGP_HELP_STD_ERR);
	funlockfile(f);
}
