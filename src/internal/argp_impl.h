#ifndef _WEFT_ARGP_IMPL_H
#define _WEFT_ARGP_IMPL_H

#include <argp.h>
#include "libc.h"

/* One argp of the tree argp_parse walks: the tree is flattened parent
   first, so a group's children come after it. */
struct __argp_group {
	const struct argp *argp;
	struct __argp_group *parent;
	int parent_index;		/* which child of the parent */
	void *input;
	void **child_inputs;		/* one per child */
	void *hook;
	unsigned args;			/* non-option arguments it took */
};

/* What argp_parse keeps in state->pstate. */
struct __argp_run {
	struct __argp_group *groups;
	int ngroups;
};

/* The help of argp (and its children): what flags asks for, to stream,
   with name as the program's name. */
hidden void __argp_help(const struct argp *argp, const struct argp_state *state,
			FILE *stream, unsigned flags, const char *name);
/* The input of argp's parser in the run state belongs to, or null. */
hidden void *__argp_input(const struct argp *argp, const struct argp_state *state);

/* The options argp_parse adds: --help, --usage (and hidden
   --program-name, --HANG), and --version when the program has one. */
hidden extern const struct argp __argp_help_argp, __argp_version_argp;

/* argp's option keys, for short-option tests (a printable character
   that is not a doc entry) and the end of a table. */
static inline int __argp_is_short(const struct argp_option *o)
{
	return !(o->flags & OPTION_DOC) && o->key > 0 && o->key <= 0xff &&
	       o->key >= 0x20 && o->key < 0x7f;
}

static inline int __argp_is_end(const struct argp_option *o)
{
	return !o->name && !o->key && !o->doc && !o->group;
}

#endif
