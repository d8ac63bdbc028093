/* argp_parse hands options (aliases, optional arguments, a child's
   options) and arguments (one at a time, then the rest with
   ARGP_KEY_ARGS) to the right parser, with the events in glibc's order;
   the help, usage, version and error texts are glibc's byte for byte
   (checked against glibc 2.36): columns 2, 6 and 29, lines filled to 79
   columns, groups and headers, the note on arguments of long options,
   usage lines with every option, "Try `prog --help'...", exit status 64
   for usage errors, 0 after --help and --version. */
#define _GNU_SOURCE
#include <argp.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static const char help_want[] =
	"Usage: prog [OPTION...] SOURCE DEST\n"
	"  or:  prog [OPTION...] --list\n"
	"Copy things around.\n"
	"\n"
	"  -o, --output=FILE          Write to FILE, not to standard output\n"
	"  -q, -s, --quiet, --silent  Say nothing\n"
	"  -v, --verbose              Say more about what is done\n"
	"\n"
	" Counting:\n"
	"  -c, --count                Count the lines\n"
	"      --level[=N]            Set the level\n"
	"\n"
	" Repetition and failure:\n"
	"      --abort                Stop before doing anything\n"
	"  -L, --a-rather-long-option-name=VALUE\n"
	"                             Long names push the text down\n"
	"  -r, --repeat[=COUNT]       Do it COUNT times (10 without COUNT); a longer\n"
	"                             text to see how the descriptions of options wrap\n"
	"                             at the right margin\n"
	"\n"
	"  PATTERN                    Texts in the doc entries\n"
	"\n"
	"Mandatory or optional arguments to long options are also mandatory or optional\n"
	"for any corresponding short options.\n"
	"\n"
	"The text after the options: it is filled to 79 columns like the rest, which\n"
	"this sentence is long enough to show.\n"
	"\n"
	"Report bugs to <bugs@example.org>.\n";

static const char usage_want[] =
	"Usage: prog [-qsvc] [-o FILE] [-L VALUE] [-r[COUNT]] [--output=FILE] [--quiet]\n"
	"            [--silent] [--verbose] [--count] [--level[=N]] [--abort]\n"
	"            [--a-rather-long-option-name=VALUE] [--repeat[=COUNT]] SOURCE DEST\n"
	"  or:  prog [OPTION...] --list\n";

#define OPT_ABORT 1
static struct argp_option opts[] = {
	{"verbose", 'v', 0, 0, "Say more about what is done", 0},
	{"quiet", 'q', 0, 0, "Say nothing", 0},
	{"silent", 's', 0, OPTION_ALIAS, 0, 0},
	{"output", 'o', "FILE", 0, "Write to FILE, not to standard output", 0},
	{0, 0, 0, 0, "Repetition and failure:", 0},
	{"repeat", 'r', "COUNT", OPTION_ARG_OPTIONAL, "Do it COUNT times (10 without COUNT); a longer text to see how the descriptions of options wrap at the right margin", 0},
	{"abort", OPT_ABORT, 0, 0, "Stop before doing anything", 0},
	{"a-rather-long-option-name", 'L', "VALUE", 0, "Long names push the text down", 0},
	{"hidden", 'H', 0, OPTION_HIDDEN, "Never shown", 0},
	{"PATTERN", 0, 0, OPTION_DOC | OPTION_NO_USAGE, "Texts in the doc entries", 4},
	{0}
};

static struct argp_option child_opts[] = {
	{"count", 'c', 0, 0, "Count the lines", 0},
	{"level", 1000, "N", OPTION_ARG_OPTIONAL, "Set the level", 0},
	{0}
};

/* What the parsers saw, as text. */
static char log_[1024];

static void note(const char *who, int key, const char *arg, struct argp_state *st)
{
	char k[32];

	switch (key) {
	case ARGP_KEY_ARG: strcpy(k, "ARG"); break;
	case ARGP_KEY_ARGS: strcpy(k, "ARGS"); break;
	case ARGP_KEY_END: strcpy(k, "END"); break;
	case ARGP_KEY_NO_ARGS: strcpy(k, "NO_ARGS"); break;
	case ARGP_KEY_INIT: strcpy(k, "INIT"); break;
	case ARGP_KEY_SUCCESS: strcpy(k, "SUCCESS"); break;
	case ARGP_KEY_ERROR: strcpy(k, "ERROR"); break;
	case ARGP_KEY_FINI: strcpy(k, "FINI"); break;
	default:
		if (key > ' ' && key < 127)
			snprintf(k, sizeof k, "%c", key);
		else
			snprintf(k, sizeof k, "%d", key);
	}
	snprintf(log_ + strlen(log_), sizeof log_ - strlen(log_), "%s:%s%s%s/%u ",
		 who, k, arg ? "=" : "", arg ? arg : "", st->arg_num);
}

struct result {
	int verbose, quiet, repeat, count;
	const char *output, *level, *args[4];
	int nargs;
};

static error_t child_parser(int key, char *arg, struct argp_state *st)
{
	struct result *r = st->input;

	note("c", key, arg, st);
	switch (key) {
	case 'c': r->count++; break;
	case 1000: r->level = arg ? arg : "default"; break;
	default: return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

static error_t parser(int key, char *arg, struct argp_state *st)
{
	struct result *r = st->input;

	note("p", key, arg, st);
	switch (key) {
	case 'v': r->verbose = 1; break;
	case 'q': case 's': r->quiet++; break;
	case 'o': r->output = arg; break;
	case 'r': r->repeat = arg ? atoi(arg) : 10; break;
	case 'L': argp_error(st, "no %s here", arg); break;
	case OPT_ABORT: argp_failure(st, 3, ENOENT, "cannot %s", "go on"); break;
	case ARGP_KEY_INIT: st->child_inputs[0] = r; break;
	case ARGP_KEY_ARG:
		if (st->arg_num >= 2)
			return ARGP_ERR_UNKNOWN;	/* the rest as ARGP_KEY_ARGS */
		r->args[r->nargs++] = arg;
		break;
	case ARGP_KEY_ARGS:
		r->args[r->nargs++] = st->argv[st->next];
		st->next = st->argc;
		break;
	case ARGP_KEY_END:
		if (st->arg_num < 2)
			argp_usage(st);
		break;
	default: return ARGP_ERR_UNKNOWN;
	}
	return 0;
}

static struct argp child = { child_opts, child_parser, 0, 0, 0, 0, 0 };
static struct argp_child kids[] = { { &child, 0, "Counting:", 0 }, { 0 } };
static struct argp top = { opts, parser, "SOURCE DEST\n--list",
	"Copy things around.\vThe text after the options: it is filled to 79 columns "
	"like the rest, which this sentence is long enough to show.", kids, 0, 0 };

static char out[4096], err[4096];

static void slurp(const char *path, char *buf)
{
	int fd = open(path, O_RDONLY);
	ssize_t n;

	CHECK(fd >= 0);
	n = read(fd, buf, 4095);
	CHECK(n >= 0);
	buf[n] = 0;
	close(fd);
}

/* Runs argp_parse on argv in a child; its output and errors land in out
   and err; returns the exit status. */
static int run(char **argv, unsigned flags)
{
	int argc = 0, status;
	pid_t pid;

	while (argv[argc])
		argc++;
	fflush(0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		struct result r = { 0 };
		int fd1 = open("out.txt", O_WRONLY | O_CREAT | O_TRUNC, 0600);
		int fd2 = open("err.txt", O_WRONLY | O_CREAT | O_TRUNC, 0600);
		if (fd1 < 0 || fd2 < 0 || dup2(fd1, 1) < 0 || dup2(fd2, 2) < 0)
			_exit(99);
		error_t e = argp_parse(&top, argc, argv, flags, 0, &r);
		printf("returned %d\n", e);
		fflush(0);
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	slurp("out.txt", out);
	slurp("err.txt", err);
	return WEXITSTATUS(status);
}

static const char try_line[] = "Try `prog --help' or `prog --usage' for more information.\n";

int main(void)
{
	struct result r = { 0 };
	char *help;
	size_t len;
	FILE *f;
	int idx = -1;

	argp_program_bug_address = "<bugs@example.org>";

	/* The texts on their own. */
	f = open_memstream(&help, &len);
	CHECK(f != 0);
	argp_help(&top, f, ARGP_HELP_STD_HELP & ~ARGP_HELP_EXIT_OK, "prog");
	fclose(f);
	CHECK_STR(help, help_want);
	free(help);
	f = open_memstream(&help, &len);
	CHECK(f != 0);
	argp_help(&top, f, ARGP_HELP_USAGE, "prog");
	fclose(f);
	CHECK_STR(help, usage_want);
	free(help);

	/* Parsing: short and long forms, an alias, optional arguments in
	   both forms, the child's options, options after arguments, and
	   the third argument on as ARGP_KEY_ARGS. */
	{
		char *argv[] = { "/bin/prog", "-vs", "src", "--quiet", "-r", "--output=o",
				 "--lev=3", "-c", "dst", "-cr7", "x", "y", 0 };
		CHECK_EQ(argp_parse(&top, 12, argv, 0, &idx, &r), 0);
	}
	CHECK_EQ(idx, 12);
	CHECK_EQ(r.verbose, 1);
	CHECK_EQ(r.quiet, 2);
	CHECK_EQ(r.repeat, 7);
	CHECK_EQ(r.count, 2);
	CHECK_STR(r.output, "o");
	CHECK_STR(r.level, "3");
	CHECK_EQ(r.nargs, 3);
	CHECK_STR(r.args[0], "src");
	CHECK_STR(r.args[1], "dst");
	CHECK_STR(r.args[2], "x");
	/* INIT parents first; END, SUCCESS and FINI children first; the
	   child gets NO_ARGS, having taken none; ARGP_KEY_ARGS takes every
	   argument left (arg_num 4). */
	CHECK_STR(log_, "p:INIT/0 c:INIT/0 p:v/0 p:s/0 p:q/0 p:r/0 p:o=o/0 c:1000=3/0 "
		  "c:c/0 c:c/0 p:r=7/0 p:ARG=src/0 p:ARG=dst/1 p:ARG=x/2 p:ARGS/2 "
		  "c:NO_ARGS/0 c:END/0 p:END/4 c:SUCCESS/0 p:SUCCESS/4 c:FINI/0 p:FINI/4 ");
	log_[0] = 0;

	/* --help and --usage print to standard output and exit 0; the
	   standard options close the list. */
	CHECK_EQ(run((char *[]){ "/bin/prog", "--help", 0 }, 0), 0);
	CHECK(strstr(out, "  -?, --help                 Give this help list\n"
			  "      --usage                Give a short usage message\n\n"
			  "Mandatory or optional"));
	CHECK(!strncmp(out, "Usage: prog [OPTION...] SOURCE DEST\n", 36));
	CHECK_STR(err, "");
	CHECK_EQ(run((char *[]){ "prog", "--usage", 0 }, 0), 0);
	CHECK(!strncmp(out, "Usage: prog [-qsvc?] [-o FILE]", 30));
	CHECK(strstr(out, " [--help]\n            [--usage] SOURCE DEST\n  or:  prog [OPTION...] --list\n"));

	/* --version appears once there is a version. */
	CHECK_EQ(run((char *[]){ "prog", "--version", 0 }, 0), 64);
	CHECK(strstr(err, "unrecognized option '--version'\n"));
	argp_program_version = "prog 2.5";
	CHECK_EQ(run((char *[]){ "prog", "-V", 0 }, 0), 0);
	CHECK_STR(out, "prog 2.5\n");

	/* Usage errors: getopt's message, then the hint, exit 64. */
	CHECK_EQ(run((char *[]){ "prog", "--bogus", "a", "b", 0 }, 0), 64);
	CHECK_STR(err, "prog: unrecognized option '--bogus'\n"
		  "Try `prog --help' or `prog --usage' for more information.\n");
	CHECK_EQ(run((char *[]){ "prog", "a", "-o", 0 }, 0), 64);
	CHECK_STR(err, "prog: option requires an argument -- 'o'\n"
		  "Try `prog --help' or `prog --usage' for more information.\n");
	CHECK_EQ(run((char *[]){ "prog", "one", 0 }, 0), 64);
	CHECK_STR(err, "Usage: prog [OPTION...] SOURCE DEST\n  or:  prog [OPTION...] --list\n"
		  "Try `prog --help' or `prog --usage' for more information.\n");
	CHECK_EQ(run((char *[]){ "/x/prog", "-L", "v", 0 }, 0), 64);
	CHECK(!strcmp(err + strlen(err) - strlen(try_line), try_line));
	CHECK(!strncmp(err, "prog: no v here\n", 16));
	CHECK_EQ(run((char *[]){ "prog", "--abort", 0 }, 0), 3);
	CHECK_STR(err, "prog: cannot go on: No such file or directory\n");

	/* ARGP_NO_EXIT returns the error; ARGP_NO_ERRS prints nothing. */
	CHECK_EQ(run((char *[]){ "prog", "--bogus", 0 }, ARGP_NO_EXIT), 0);
	CHECK(strstr(out, "returned 22\n"));
	CHECK(strstr(err, try_line));
	CHECK_EQ(run((char *[]){ "prog", "--bogus", 0 }, ARGP_SILENT), 0);
	CHECK_STR(out, "returned 22\n");
	CHECK_STR(err, "");
	/* ARGP_NO_HELP: --help is an unknown option like any other. */
	CHECK_EQ(run((char *[]){ "prog", "--help", 0 }, ARGP_NO_HELP), 64);
	CHECK(strstr(err, "unrecognized option '--help'"));

	/* ARGP_IN_ORDER hands arguments over where they stand; ARGP_NO_ARGS
	   stops at the first, and the index says where. */
	memset(&r, 0, sizeof r);
	{
		char *argv[] = { "prog", "a", "-v", "b", 0 };
		CHECK_EQ(argp_parse(&top, 4, argv, ARGP_IN_ORDER, 0, &r), 0);
	}
	CHECK(strstr(log_, "p:ARG=a/0 p:v/1 p:ARG=b/1 "));
	log_[0] = 0;
	memset(&r, 0, sizeof r);
	{
		char *argv[] = { "prog", "-v", "a", "-q", 0 };
		CHECK_EQ(argp_parse(&top, 4, argv, ARGP_NO_ARGS, &idx, &r), 0);
	}
	CHECK_EQ(idx, 2);
	CHECK_EQ(r.verbose, 1);
	CHECK_EQ(r.quiet, 0);
	CHECK_EQ(r.nargs, 0);
	return 0;
}
