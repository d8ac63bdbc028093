/* GNU argp: option parsing from tables of options, with help and usage
   messages built from the same tables.  Several parsers (an argp and its
   children) share one command line. */
#ifndef _ARGP_H
#define _ARGP_H

#include <features.h>
/* glibc's argp.h brings these too, and programs count on it (PATH_MAX,
   SSIZE_MAX, isdigit without their own includes). */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>

#ifndef __error_t_defined
#define __error_t_defined 1
typedef int error_t;
#endif

__WEFT_BEGIN

struct argp_option {
	const char *name;	/* long name, or null */
	int key;		/* short option if a printable character; passed to the parser */
	const char *arg;	/* the argument's name, or null for none */
	int flags;		/* OPTION_* */
	const char *doc;	/* help text; with name and key 0, a group header */
	int group;		/* help group; 0: the previous entry's */
};

#define OPTION_ARG_OPTIONAL 0x1	/* the argument may be left out */
#define OPTION_HIDDEN 0x2	/* not in help or usage */
#define OPTION_ALIAS 0x4	/* another name of the option before */
#define OPTION_DOC 0x8		/* name is text for the help, not an option */
#define OPTION_NO_USAGE 0x10	/* not in the usage message */

struct argp_state;
struct argp_child;

typedef error_t (*argp_parser_t)(int __key, char *__arg, struct argp_state *__state);

/* A parser's answer for a key it does not handle. */
#define ARGP_ERR_UNKNOWN E2BIG

/* The keys of events a parser gets besides its options. */
#define ARGP_KEY_ARG 0			/* a non-option argument */
#define ARGP_KEY_ARGS 0x1000006		/* the rest of the arguments, at state->next */
#define ARGP_KEY_END 0x1000001		/* no more arguments */
#define ARGP_KEY_NO_ARGS 0x1000002	/* before END, when this parser got none */
#define ARGP_KEY_INIT 0x1000003		/* first, before any argument */
#define ARGP_KEY_FINI 0x1000007		/* last of all */
#define ARGP_KEY_SUCCESS 0x1000004	/* parsing succeeded */
#define ARGP_KEY_ERROR 0x1000005	/* parsing failed */

/* The keys a help filter gets for texts other than an option's. */
#define ARGP_KEY_HELP_PRE_DOC 0x2000001
#define ARGP_KEY_HELP_POST_DOC 0x2000002
#define ARGP_KEY_HELP_HEADER 0x2000003
#define ARGP_KEY_HELP_EXTRA 0x2000004
#define ARGP_KEY_HELP_DUP_ARGS_NOTE 0x2000005
#define ARGP_KEY_HELP_ARGS_DOC 0x2000006

struct argp {
	const struct argp_option *options;	/* ends with an all-zero entry */
	argp_parser_t parser;
	const char *args_doc;	/* the non-option arguments, for usage; '\n' separates forms */
	const char *doc;	/* the help's text; a '\v' splits before/after the options */
	const struct argp_child *children;	/* ends with a null argp */
	char *(*help_filter)(int __key, const char *__text, void *__input);
	const char *argp_domain;	/* message catalog domain (unused by weft) */
};

struct argp_child {
	const struct argp *argp;
	int flags;
	const char *header;	/* heads the child's options in the help */
	int group;		/* where the child's options go in the help */
};

struct argp_state {
	const struct argp *root_argp;
	int argc;
	char **argv;
	int next;		/* index in argv of the next argument */
	unsigned flags;		/* argp_parse's flags */
	unsigned arg_num;	/* this parser's count of ARGP_KEY_ARG so far */
	int quoted;		/* index after a "--", or 0 */
	void *input;		/* this parser's input */
	void **child_inputs;	/* the inputs its children will get */
	void *hook;		/* free for the parser */
	char *name;		/* the program name in messages */
	FILE *err_stream;
	FILE *out_stream;
	void *pstate;		/* private */
};

/* Flags of argp_parse. */
#define ARGP_PARSE_ARGV0 0x01	/* argv[0] is an argument too */
#define ARGP_NO_ERRS 0x02	/* print no messages */
#define ARGP_NO_ARGS 0x04	/* stop at the first non-option */
#define ARGP_IN_ORDER 0x08	/* non-options in place, not moved to the end */
#define ARGP_NO_HELP 0x10	/* no --help, --usage (nor --version) */
#define ARGP_NO_EXIT 0x20	/* return instead of exiting on errors and help */
#define ARGP_LONG_ONLY 0x40	/* -name is a long option too */
#define ARGP_SILENT (ARGP_NO_EXIT | ARGP_NO_ERRS | ARGP_NO_HELP)

/* Flags of argp_help and argp_state_help: what to print. */
#define ARGP_HELP_USAGE 0x01		/* the usage message with every option */
#define ARGP_HELP_SHORT_USAGE 0x02	/* the usage message with [OPTION...] */
#define ARGP_HELP_SEE 0x04		/* "Try ... --help" */
#define ARGP_HELP_LONG 0x08		/* the options and their help */
#define ARGP_HELP_PRE_DOC 0x10		/* the doc before '\v' */
#define ARGP_HELP_POST_DOC 0x20		/* the doc after '\v' */
#define ARGP_HELP_DOC (ARGP_HELP_PRE_DOC | ARGP_HELP_POST_DOC)
#define ARGP_HELP_BUG_ADDR 0x40		/* "Report bugs to ..." */
#define ARGP_HELP_LONG_ONLY 0x80	/* long options with one dash */
#define ARGP_HELP_EXIT_ERR 0x100	/* then exit with argp_err_exit_status */
#define ARGP_HELP_EXIT_OK 0x200		/* then exit with 0 */
#define ARGP_HELP_STD_ERR (ARGP_HELP_SEE | ARGP_HELP_EXIT_ERR)
#define ARGP_HELP_STD_USAGE (ARGP_HELP_SHORT_USAGE | ARGP_HELP_SEE | ARGP_HELP_EXIT_ERR)
#define ARGP_HELP_STD_HELP (ARGP_HELP_SHORT_USAGE | ARGP_HELP_LONG | ARGP_HELP_EXIT_OK | \
			    ARGP_HELP_DOC | ARGP_HELP_BUG_ADDR)

error_t argp_parse(const struct argp *__weft_restrict __argp, int __argc,
		   char **__weft_restrict __argv, unsigned __flags,
		   int *__weft_restrict __arg_index, void *__weft_restrict __input);

/* Set by the program: the --version text (or a function printing it),
   the bug address for the help, and the exit status of usage errors
   (EX_USAGE, 64, unless changed). */
extern const char *argp_program_version;
extern void (*argp_program_version_hook)(FILE *__weft_restrict __stream,
					 struct argp_state *__weft_restrict __state);
extern const char *argp_program_bug_address;
extern error_t argp_err_exit_status;

void argp_help(const struct argp *__weft_restrict __argp, FILE *__weft_restrict __stream,
	       unsigned __flags, char *__weft_restrict __name);
void argp_state_help(const struct argp_state *__weft_restrict __state,
		     FILE *__weft_restrict __stream, unsigned __flags);
void argp_usage(const struct argp_state *__state);
void argp_error(const struct argp_state *__weft_restrict __state,
		const char *__weft_restrict __fmt, ...)
	__attribute__((__format__(__printf__, 2, 3)));
void argp_failure(const struct argp_state *__weft_restrict __state, int __status,
		  int __errnum, const char *__weft_restrict __fmt, ...)
	__attribute__((__format__(__printf__, 4, 5)));

__WEFT_END

#endif
