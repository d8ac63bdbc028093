#include "argp_impl.h"

void argp_usage(const struct argp_state *state)
{
	argp_state_help(state, state->err_stream, ARGP_HELP_STD_USAGE);
}
