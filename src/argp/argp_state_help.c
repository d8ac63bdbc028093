#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include "argp_impl.h"

/* The help of the whole parse (the standard options included), then the
   exit that flags asks for unless the parse said ARGP_NO_EXIT. */
void argp_state_help(const struct argp_state *restrict state, FILE *restrict stream,
		     unsigned flags)
{
	/* ARGP_NO_ERRS silences the exit as well as the text. */
	if ((state && (state->flags & ARGP_NO_ERRS)) || !stream)
		return;
	if (state && (state->flags & ARGP_LONG_ONLY))
		flags |= ARGP_HELP_LONG_ONLY;
	__argp_help(state ? state->root_argp : 0, state, stream, flags,
		    state ? state->name : program_invocation_short_name);
	if (!state || !(state->flags & ARGP_NO_EXIT)) {
		if (flags & ARGP_HELP_EXIT_ERR)
			exit(argp_err_exit_status);
		if (flags & ARGP_HELP_EXIT_OK)
			exit(0);
	}
}
