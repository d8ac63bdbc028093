#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "argp_impl.h"

/* argp_parse flattens the argp tree into groups, builds one getopt_long
   table for all of them (a long option's index says whose it is, a short
   option belongs to the first group that lists it), and feeds each
   option to its group's parser and each non-option argument to the
   groups in turn until one takes it.  getopt_long prints the messages
   for unknown options and missing arguments. */

#define LONG_VAL 0x100		/* what getopt_long returns for every long option */

struct run {
	struct __argp_run pub;
	struct argp_state *st;
	struct option *longs;
	struct __argp_group **long_group;
	int *long_key;
	int nlongs;
	char *shorts;			/* getopt's optstring */
	int nshorts;
	struct __argp_group *short_group[256];
	int try_getopt;
};

static int count_tree(const struct argp *a, int *nopts)
{
	const struct argp_option *o;
	const struct argp_child *c;
	int n = 1;

	for (o = a->options; o && !__argp_is_end(o); o++)
		++*nopts;
	for (c = a->children; c && c->argp; c++)
		n += count_tree(c->argp, nopts);
	return n;
}

static int has_long(const struct run *r, const char *name)
{
	for (int i = 0; i < r->nlongs; i++)
		if (!strcmp(r->longs[i].name, name))
			return 1;
	return 0;
}

/* Adds a's group (then its children's) and their options to the tables. */
static void add_group(struct run *r, const struct argp *a, struct __argp_group *parent,
		      int index, void ***inputs)
{
	struct __argp_group *g = &r->pub.groups[r->pub.ngroups++];
	const struct argp_option *o, *real = 0;
	const struct argp_child *c;
	int nkids = 0, i;

	g->argp = a;
	g->parent = parent;
	g->parent_index = index;
	for (c = a->children; c && c->argp; c++)
		nkids++;
	g->child_inputs = *inputs;
	*inputs += nkids;
	for (o = a->options; o && !__argp_is_end(o); o++) {
		if (!(o->flags & OPTION_ALIAS) || !real)
			real = o;
		if (real->flags & OPTION_DOC)
			continue;
		if (__argp_is_short(o)) {
			r->shorts[r->nshorts++] = (char)o->key;
			if (real->arg) {
				r->shorts[r->nshorts++] = ':';
				if (real->flags & OPTION_ARG_OPTIONAL)
					r->shorts[r->nshorts++] = ':';
			}
			if (!r->short_group[o->key])
				r->short_group[o->key] = g;
		}
		if (o->name && !has_long(r, o->name)) {
			struct option *l = &r->longs[r->nlongs];
			l->name = o->name;
			l->has_arg = !real->arg ? no_argument :
				     real->flags & OPTION_ARG_OPTIONAL ? optional_argument :
				     required_argument;
			l->flag = 0;
			l->val = LONG_VAL;
			r->long_group[r->nlongs] = g;
			r->long_key[r->nlongs] = o->key ? o->key : real->key;
			r->nlongs++;
		}
	}
	for (c = a->children, i = 0; c && c->argp; c++, i++)
		add_group(r, c->argp, g, i, inputs);
}

/* Calls g's parser with its own view of the state. */
static error_t call(struct run *r, struct __argp_group *g, int key, char *arg)
{
	struct argp_state *st = r->st;
	error_t e;

	if (!g->argp->parser)
		return ARGP_ERR_UNKNOWN;
	st->hook = g->hook;
	st->input = g->input;
	st->child_inputs = g->child_inputs;
	st->arg_num = g->args;
	e = g->argp->parser(key, arg, st);
	g->hook = st->hook;
	return e;
}

/* A non-option argument: each group gets it as ARGP_KEY_ARG, then, if it
   declines, the rest of the line as ARGP_KEY_ARGS. */
static error_t take_arg(struct run *r, char *arg)
{
	struct argp_state *st = r->st;
	struct __argp_group *g, *end = r->pub.groups + r->pub.ngroups;
	int at = --st->next, key = ARGP_KEY_ARG;
	error_t e = ARGP_ERR_UNKNOWN;

	for (g = r->pub.groups; g < end && e == ARGP_ERR_UNKNOWN; g++) {
		st->next = at + 1;
		key = ARGP_KEY_ARG;
		e = call(r, g, key, arg);
		if (e == ARGP_ERR_UNKNOWN) {
			st->next = at;
			key = ARGP_KEY_ARGS;
			e = call(r, g, key, 0);
		}
	}
	if (e)
		return e;
	/* After ARGP_KEY_ARGS the arguments are taken, whatever next says. */
	if (key == ARGP_KEY_ARGS)
		st->next = st->argc;
	if (st->next > at)
		g[-1].args += st->next - at;
	else
		r->try_getopt = 1;	/* the parser moved back: scan again */
	return 0;
}

static error_t take_option(struct run *r, int c, int li, char *arg)
{
	struct __argp_group *g;
	int key;
	error_t e;

	if (c == LONG_VAL) {
		g = r->long_group[li];
		key = r->long_key[li];
	} else {
		g = r->short_group[c & 0xff];
		key = c;
	}
	e = g ? call(r, g, key, arg) : ARGP_ERR_UNKNOWN;
	if (e == ARGP_ERR_UNKNOWN) {
		if (c == LONG_VAL)
			argp_error(r->st, "--%s: %s", r->longs[li].name,
				   "(PROGRAM ERROR) Option should have been recognized!?");
		else
			argp_error(r->st, "-%c: %s", c,
				   "(PROGRAM ERROR) Option should have been recognized!?");
	}
	return e;
}

/* One step: an option or an argument.  *at_arg tells, on
   ARGP_ERR_UNKNOWN, that it came from an argument nobody took (or the
   end), which is not an error by itself. */
static error_t step(struct run *r, int *at_arg)
{
	struct argp_state *st = r->st;
	int c = -1, li = -1;

	if (st->quoted && st->next < st->quoted)
		st->quoted = 0;
	if (r->try_getopt && !st->quoted) {
		optind = st->next;
		optopt = -1;
		if (st->flags & ARGP_LONG_ONLY)
			c = getopt_long_only(st->argc, st->argv, r->shorts, r->longs, &li);
		else
			c = getopt_long(st->argc, st->argv, r->shorts, r->longs, &li);
		st->next = optind;
		if (c == -1) {
			r->try_getopt = 0;
			if (st->next > 1 && !strcmp(st->argv[st->next - 1], "--"))
				st->quoted = st->next;
		} else if (c == '?' && optopt != -1) {
			/* getopt_long said what was wrong. */
			*at_arg = 0;
			return ARGP_ERR_UNKNOWN;
		} else if (c == 1) {
			/* ARGP_IN_ORDER: an argument where it stands. */
			*at_arg = 1;
			return take_arg(r, optarg);
		} else {
			*at_arg = 0;
			return take_option(r, c, li, optarg);
		}
	}
	*at_arg = 1;
	if (st->next >= st->argc || (st->flags & ARGP_NO_ARGS))
		return ARGP_ERR_UNKNOWN;
	st->next++;
	return take_arg(r, st->argv[st->next - 1]);
}

/* The end: NO_ARGS, END, then SUCCESS or ERROR, then FINI; children
   before their parents except for NO_ARGS and ERROR. */
static error_t finish(struct run *r, error_t e, int at_arg, int *end_index)
{
	struct argp_state *st = r->st;
	struct __argp_group *first = r->pub.groups, *g;
	struct __argp_group *last = first + r->pub.ngroups - 1;

	if (e == ARGP_ERR_UNKNOWN && at_arg)
		e = 0;
	if (!e) {
		if (st->next == st->argc) {
			for (g = first; g <= last && (!e || e == ARGP_ERR_UNKNOWN); g++)
				if (!g->args)
					e = call(r, g, ARGP_KEY_NO_ARGS, 0);
			for (g = last; g >= first && (!e || e == ARGP_ERR_UNKNOWN); g--)
				e = call(r, g, ARGP_KEY_END, 0);
			if (e == ARGP_ERR_UNKNOWN)
				e = 0;
			if (end_index)
				*end_index = st->next;
		} else if (end_index) {
			*end_index = st->next;
		} else {
			if (!(st->flags & ARGP_NO_ERRS) && st->err_stream)
				fprintf(st->err_stream, "%s: Too many arguments\n", st->name);
			e = ARGP_ERR_UNKNOWN;
		}
	}
	if (e) {
		if (e == ARGP_ERR_UNKNOWN)
			argp_state_help(st, st->err_stream, ARGP_HELP_STD_ERR);
		for (g = first; g <= last; g++)
			call(r, g, ARGP_KEY_ERROR, 0);
	} else {
		for (g = last; g >= first && (!e || e == ARGP_ERR_UNKNOWN); g--)
			e = call(r, g, ARGP_KEY_SUCCESS, 0);
		if (e == ARGP_ERR_UNKNOWN)
			e = 0;
	}
	for (g = last; g >= first; g--)
		call(r, g, ARGP_KEY_FINI, 0);
	return e == ARGP_ERR_UNKNOWN ? EINVAL : e;
}

error_t argp_parse(const struct argp *restrict argp, int argc, char **restrict argv,
		   unsigned flags, int *restrict end_index, void *restrict input)
{
	static const struct argp empty;
	struct argp top = { 0 };
	struct argp_child kids[4];
	struct argp_state st = { 0 };
	struct run r = { 0 };
	struct __argp_group *g, *end;
	char *slash;
	void **inputs, **inputs0;
	int ngroups, nopts = 0, n = 0, at_arg = 0;
	int saved_ind = optind, saved_err = opterr, saved_opt = optopt;
	char *saved_arg = optarg;
	error_t e = 0;

	/* The standard options are children of a parserless top argp, which
	   hands its input to its first child, the program's argp. */
	if (!(flags & ARGP_NO_HELP)) {
		memset(kids, 0, sizeof kids);
		if (argp)
			kids[n++].argp = argp;
		kids[n++].argp = &__argp_help_argp;
		if (argp_program_version || argp_program_version_hook)
			kids[n++].argp = &__argp_version_argp;
		top.children = kids;
		argp = &top;
	}
	if (!argp)
		argp = &empty;

	ngroups = count_tree(argp, &nopts);
	r.pub.groups = calloc(ngroups, sizeof *r.pub.groups);
	inputs0 = calloc(ngroups, sizeof *inputs0);
	r.longs = calloc(nopts + 1, sizeof *r.longs);
	r.long_group = calloc(nopts + 1, sizeof *r.long_group);
	r.long_key = calloc(nopts + 1, sizeof *r.long_key);
	r.shorts = calloc(3 * nopts + 2, 1);
	if (!r.pub.groups || !inputs0 || !r.longs || !r.long_group || !r.long_key ||
	    !r.shorts) {
		e = ENOMEM;
		goto out;
	}
	if (flags & ARGP_IN_ORDER)
		r.shorts[r.nshorts++] = '-';
	else if (flags & ARGP_NO_ARGS)
		r.shorts[r.nshorts++] = '+';
	inputs = inputs0;
	add_group(&r, argp, 0, 0, &inputs);

	st.root_argp = argp;
	st.argc = argc;
	st.argv = argv;
	st.flags = flags;
	st.err_stream = stderr;
	st.out_stream = stdout;
	st.pstate = &r.pub;
	/* As glibc's since 2.x, ARGP_PARSE_ARGV0 does not make argv[0] an
	   argument: getopt_long always starts at argv[1]. */
	if (argc > 0 && argv[0]) {
		slash = strrchr(argv[0], '/');
		st.name = slash ? slash + 1 : argv[0];
	} else {
		st.name = program_invocation_short_name;
	}
	r.st = &st;
	r.try_getopt = 1;
	optind = 0;		/* a fresh scan */
	opterr = !(flags & ARGP_NO_ERRS);

	/* INIT, parents first: a child's input is what its parent put in
	   child_inputs. */
	end = r.pub.groups + r.pub.ngroups;
	for (g = r.pub.groups; g < end && (!e || e == ARGP_ERR_UNKNOWN); g++) {
		if (g->parent)
			g->input = g->parent->child_inputs[g->parent_index];
		else
			g->input = input;
		if (!g->argp->parser && g->argp->children && g->argp->children->argp)
			g->child_inputs[0] = g->input;
		e = call(&r, g, ARGP_KEY_INIT, 0);
	}
	if (e == ARGP_ERR_UNKNOWN)
		e = 0;
	if (!e) {
		do
			e = step(&r, &at_arg);
		while (!e);
		e = finish(&r, e, at_arg, end_index);
	}
out:
	optind = saved_ind;
	opterr = saved_err;
	optopt = saved_opt;
	optarg = saved_arg;
	free(r.pub.groups);
	free(inputs0);
	free(r.longs);
	free(r.long_group);
	free(r.long_key);
	free(r.shorts);
	return e;
}
