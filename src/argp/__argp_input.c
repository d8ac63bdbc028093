#include "argp_impl.h"

/* The input argp_parse gave argp's parser, for help filters. */
hidden void *__argp_input(const struct argp *argp, const struct argp_state *state)
{
	const struct __argp_run *run;

	if (!state || !state->pstate)
		return 0;
	run = state->pstate;
	for (int i = 0; i < run->ngroups; i++)
		if (run->groups[i].argp == argp)
			return run->groups[i].input;
	return 0;
}
