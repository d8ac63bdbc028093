#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "argp_impl.h"

/* Keys of the options without a short form; negative, so no program's
   short option or ASCII key can collide with them. */
#define KEY_PROGNAME -2
#define KEY_USAGE -3
#define KEY_HANG -4

static error_t help_parser(int key, char *arg, struct argp_state *st)
{
	char *slash;

	switch (key) {
	case '?':
		argp_state_help(st, st->out_stream, ARGP_HELP_STD_HELP);
		break;
	case KEY_USAGE:
		argp_state_help(st, st->out_stream, ARGP_HELP_USAGE | ARGP_HELP_EXIT_OK);
		break;
	case KEY_PROGNAME:
		program_invocation_name = arg;
		slash = strrchr(arg, '/');
		program_invocation_short_name = slash ? slash + 1 : arg;
		st->name = program_invocation_short_name;
		if ((st->flags & (ARGP_PARSE_ARGV0 | ARGP_NO_ERRS)) == ARGP_PARSE_ARGV0)
			st->argv[0] = arg;
		break;
	case KEY_HANG:
		/* For attaching a debugger: wait, by default an hour. */
		sleep(arg ? (unsigned)atoi(arg) : 3600);
		break;
	default:
		return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

static const struct argp_option help_options[] = {
	{ "help", '?', 0, 0, "Give this help list", -1 },
	{ "usage", KEY_USAGE, 0, 0, "Give a short usage message", 0 },
	{ "program-name", KEY_PROGNAME, "NAME", OPTION_HIDDEN, "Set the program name", 0 },
	{ "HANG", KEY_HANG, "SECS", OPTION_ARG_OPTIONAL | OPTION_HIDDEN,
	  "Hang for SECS seconds (default 3600)", 0 },
	{ 0, 0, 0, 0, 0, 0 }
};

hidden const struct argp __argp_help_argp = { help_options, help_parser, 0, 0, 0, 0, 0 };

static error_t version_parser(int key, char *arg, struct argp_state *st)
{
	(void)arg;
	if (key != 'V')
		return ARGP_ERR_UNKNOWN;
	if (argp_program_version_hook)
		argp_program_version_hook(st->out_stream, st);
	else if (argp_program_version)
		fprintf(st->out_stream, "%s\n", argp_program_version);
	else
		argp_error(st, "(PROGRAM ERROR) No version known!?");
	if (!(st->flags & ARGP_NO_EXIT))
		exit(0);
	return 0;
}

static const struct argp_option version_options[] = {
	{ "version", 'V', 0, 0, "Print program version", -1 },
	{ 0, 0, 0, 0, 0, 0 }
};

hidden const struct argp __argp_version_argp = { version_options, version_parser, 0, 0, 0, 0, 0 };
