#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "getopt_impl.h"

/*
 * GNU-compatible option parsing.  By default the arguments are permuted as
 * they are scanned, so that options may follow operands ("prog file -v"):
 * operands skipped over are kept in argv[first_nonopt..last_nonopt) and
 * that block is rotated behind each option once the option (and its
 * argument) has been consumed.  A leading '+' in optstring or
 * POSIXLY_CORRECT in the environment stops at the first operand instead;
 * a leading '-' returns each operand as the argument of option 1.  A ':'
 * (after those) returns ':' for a missing argument and prints nothing.
 * optind = 0 restarts the scan from the beginning.
 */

char *optarg;
int optind = 1, opterr = 1, optopt = '?';

static int first_nonopt = 1, last_nonopt = 1;
static int nextchar;        /* position inside a cluster like "-abc" */
static int started;

static void msg(const char *prog, const char *a, const char *b, const char *c, const char *d)
{
	const char *parts[] = { prog, a, b, c, d, "\n" };
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
		if (parts[i])
			write(2, parts[i], strlen(parts[i]));
}

static void reverse(char **v, int i, int j)
{
	for (j--; i < j; i++, j--) {
		char *t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

/* Moves the operands [first_nonopt, last_nonopt) behind the options
   [last_nonopt, optind). */
static void exchange(char **argv)
{
	int moved = optind - last_nonopt;

	reverse(argv, first_nonopt, last_nonopt);
	reverse(argv, last_nonopt, optind);
	reverse(argv, first_nonopt, optind);
	first_nonopt += moved;
	last_nonopt = optind;
}

static int is_option(const char *s)
{
	return s[0] == '-' && s[1];
}

static int long_option(int argc, char **argv, const char *optstring, const char *arg,
		       const struct option *lo, int *longindex, int colon, int single_dash)
{
	const char *name = arg, *eq = strchr(name, '=');
	size_t len = eq ? (size_t)(eq - name) : strlen(name);
	int found = -1, ambiguous = 0, exact = 0;
	const char *dash = single_dash ? "-" : "--";

	(void)optstring;
	for (int i = 0; lo[i].name; i++) {
		if (strncmp(lo[i].name, name, len))
			continue;
		if (strlen(lo[i].name) == len) {
			found = i;
			exact = 1;
			break;
		}
		if (found < 0)
			found = i;
		else if (lo[i].has_arg != lo[found].has_arg || lo[i].flag != lo[found].flag ||
			 lo[i].val != lo[found].val)
			ambiguous = 1;
	}
	optind++;
	if (ambiguous && !exact) {
		if (opterr && !colon)
			msg(argv[0], ": option '", dash, name, "' is ambiguous");
		optopt = 0;
		return '?';
	}
	if (found < 0)
		return -2;   /* not a long option: the caller decides */
	optopt = lo[found].val;
	if (eq) {
		if (lo[found].has_arg == no_argument) {
			if (opterr && !colon) {
				char buf[256];
				size_t n = len < sizeof buf - 1 ? len : sizeof buf - 1;
				memcpy(buf, lo[found].name, n);
				buf[n] = 0;
				msg(argv[0], ": option '", dash, buf, "' doesn't allow an argument");
			}
			return '?';
		}
		optarg = (char *)eq + 1;
	} else if (lo[found].has_arg == required_argument) {
		if (optind < argc) {
			optarg = argv[optind++];
		} else {
			if (opterr && !colon)
				msg(argv[0], ": option '", dash, lo[found].name, "' requires an argument");
			return colon ? ':' : '?';
		}
	} else {
		optarg = 0;
	}
	if (longindex)
		*longindex = found;
	if (lo[found].flag) {
		*lo[found].flag = lo[found].val;
		return 0;
	}
	return lo[found].val;
}

hidden int __getopt(int argc, char *const argv_in[], const char *optstring,
		    const struct option *longopts, int *longindex, int long_only)
{
	char **argv = (char **)argv_in;
	int permute = 1, operands_as_opt1 = 0, colon;
	const char *o = optstring;
	char *arg;
	int c;

	if (!optind || !started) {
		if (!optind)
			optind = 1;
		first_nonopt = last_nonopt = optind;
		nextchar = 0;
		started = 1;
	}
	if (*o == '+' || *o == '-') {
		permute = 0;
		operands_as_opt1 = *o == '-';
		o++;
	} else if (getenv("POSIXLY_CORRECT")) {
		permute = 0;
	}
	colon = *o == ':';
	if (colon)
		o++;
	optarg = 0;

	if (!nextchar) {
		if (last_nonopt > optind)
			last_nonopt = optind;
		if (first_nonopt > optind)
			first_nonopt = optind;
		if (permute) {
			if (first_nonopt != last_nonopt && last_nonopt != optind)
				exchange(argv);
			else if (last_nonopt != optind)
				first_nonopt = optind;
			while (optind < argc && !is_option(argv[optind]))
				optind++;
			last_nonopt = optind;
		}
		if (optind < argc && !strcmp(argv[optind], "--")) {
			optind++;
			if (first_nonopt != last_nonopt && last_nonopt != optind)
				exchange(argv);
			else if (first_nonopt == last_nonopt)
				first_nonopt = optind;
			last_nonopt = argc;
			optind = argc;
		}
		if (optind >= argc) {
			if (first_nonopt != last_nonopt)
				optind = first_nonopt;
			return -1;
		}
		if (!is_option(argv[optind])) {
			if (operands_as_opt1) {
				optarg = argv[optind++];
				return 1;
			}
			return -1;
		}
		arg = argv[optind];
		if (longopts && arg[1] == '-') {
			c = long_option(argc, argv, optstring, arg + 2, longopts, longindex, colon, 0);
			if (c == -2) {
				if (opterr && !colon)
					msg(argv[0], ": unrecognized option '", arg, "'", 0);
				optopt = 0;
				return '?';
			}
			return c;
		}
		/* -name as a long option, unless it is a known short one. */
		if (longopts && long_only && (arg[2] || !strchr(o, arg[1]))) {
			int save = optind;
			c = long_option(argc, argv, optstring, arg + 1, longopts, longindex, colon, 1);
			if (c != -2)
				return c;
			optind = save;
			if (!strchr(o, arg[1])) {
				if (opterr && !colon)
					msg(argv[0], ": unrecognized option '", arg, "'", 0);
				optind++;
				optopt = 0;
				return '?';
			}
		}
		nextchar = 1;
	}

	arg = argv[optind];
	c = (unsigned char)arg[nextchar++];
	{
		const char *p = c == ':' ? 0 : strchr(o, c);
		int last = !arg[nextchar];

		if (!p || c == ':') {
			if (last) {
				optind++;
				nextchar = 0;
			}
			optopt = c;
			if (opterr && !colon) {
				char ch[2] = { (char)c, 0 };
				msg(argv[0], ": invalid option -- '", ch, "'", 0);
			}
			return '?';
		}
		if (p[1] == ':') {
			if (!last) {
				optarg = arg + nextchar;   /* -ofile */
				optind++;
			} else if (p[2] == ':') {
				optarg = 0;                /* optional, not attached */
				optind++;
			} else if (optind + 1 < argc) {
				optarg = argv[optind + 1];
				optind += 2;
			} else {
				optind++;
				nextchar = 0;
				optopt = c;
				if (opterr && !colon) {
					char ch[2] = { (char)c, 0 };
					msg(argv[0], ": option requires an argument -- '", ch, "'", 0);
				}
				return colon ? ':' : '?';
			}
			nextchar = 0;
		} else if (last) {
			optind++;
			nextchar = 0;
		}
	}
	return c;
}
