/* ARGP_HELP_FMT moves the help's columns and margins (usage-indent,
   rmargin, short-opt-col, long-opt-col, doc-opt-col, opt-doc-col,
   header-col), turns dup-args and dup-args-note on and off (with "no-"
   or "=0"), ignores blanks around items, and reports an unknown item or
   a column without a value, as glibc 2.36 does (texts taken from it).
   Each setting in its own process: glibc reads the variable over the
   values of the previous call. */
#define _GNU_SOURCE
#include <argp.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static struct argp_option opts[] = {
	{"output", 'o', "FILE", 0, "Write to FILE, not to standard output, which is where the text goes otherwise", 0},
	{"quiet", 'q', 0, 0, "Say nothing", 0},
	{0, 0, 0, 0, "Other:", 0},
	{"level", 'l', "N", OPTION_ARG_OPTIONAL, "Set the level", 0},
	{"PATTERN", 0, 0, OPTION_DOC, "A doc entry", 0},
	{0}
};
static struct argp a = { opts, 0, "FILE...", "Formats help.", 0, 0, 0 };

static const char *const fmts[] = {
	"usage-indent=0,rmargin=50",
	"dup-args,no-dup-args-note",
	" short-opt-col = 4 , long-opt-col=10,doc-opt-col=3,opt-doc-col=33,header-col=0",
	"bogus,rmargin,dup-args=0",
};

static const char *const want_out[] = {
	"Usage: prog [-q] [-o FILE] [-l[N]] [--output=FILE]\n"
	"[--quiet] [--level[=N]] [--PATTERN] FILE...\n"
	"\n"
	"  -o, --output=FILE          Write to FILE, not to\n"
	"                             standard output,\n"
	"                             which is where the\n"
	"                             text goes otherwise\n"
	"  -q, --quiet                Say nothing\n"
	"\n"
	" Other:\n"
	"  -l, --level[=N]            Set the level\n"
	"  PATTERN                    A doc entry\n"
	"\n"
	"Mandatory or optional arguments to long options\n"
	"are also mandatory or optional for any\n"
	"corresponding short options.\n",
	"Usage: prog [-q] [-o FILE] [-l[N]] [--output=FILE] [--quiet] [--level[=N]]\n"
	"            [--PATTERN] FILE...\n"
	"\n"
	"  -o FILE, --output=FILE     Write to FILE, not to standard output, which is\n"
	"                             where the text goes otherwise\n"
	"  -q, --quiet                Say nothing\n"
	"\n"
	" Other:\n"
	"  -l[N], --level[=N]         Set the level\n"
	"  PATTERN                    A doc entry\n",
	"Usage: prog [-q] [-o FILE] [-l[N]] [--output=FILE] [--quiet] [--level[=N]]\n"
	"            [--PATTERN] FILE...\n"
	"\n"
	"    -o,   --output=FILE          Write to FILE, not to standard output, which\n"
	"                                 is where the text goes otherwise\n"
	"    -q,   --quiet                Say nothing\n"
	"\n"
	"Other:\n"
	"    -l,   --level[=N]            Set the level\n"
	"   PATTERN                       A doc entry\n"
	"\n"
	"Mandatory or optional arguments to long options are also mandatory or optional\n"
	"for any corresponding short options.\n",
	"Usage: prog [-q] [-o FILE] [-l[N]] [--output=FILE] [--quiet] [--level[=N]]\n"
	"            [--PATTERN] FILE...\n"
	"\n"
	"  -o, --output=FILE          Write to FILE, not to standard output, which is\n"
	"                             where the text goes otherwise\n"
	"  -q, --quiet                Say nothing\n"
	"\n"
	" Other:\n"
	"  -l, --level[=N]            Set the level\n"
	"  PATTERN                    A doc entry\n"
	"\n"
	"Mandatory or optional arguments to long options are also mandatory or optional\n"
	"for any corresponding short options.\n"
};

static const char *const want_err[] = {
	"",
	"",
	"",
	"prog: bogus: Unknown ARGP_HELP_FMT parameter\n"
	"prog: rmargin: ARGP_HELP_FMT parameter requires a value\n"
};

static char buf[4096];

static const char *slurp(const char *path)
{
	int fd = open(path, O_RDONLY);
	ssize_t n;

	CHECK(fd >= 0);
	n = read(fd, buf, sizeof buf - 1);
	CHECK(n >= 0);
	buf[n] = 0;
	close(fd);
	return buf;
}

int main(void)
{
	for (int i = 0; i < 4; i++) {
		int status;
		pid_t pid;

		fflush(0);
		pid = fork();
		CHECK(pid >= 0);
		if (pid == 0) {
			int o = open("out.txt", O_WRONLY | O_CREAT | O_TRUNC, 0600);
			int e = open("err.txt", O_WRONLY | O_CREAT | O_TRUNC, 0600);
			if (o < 0 || e < 0 || dup2(o, 1) < 0 || dup2(e, 2) < 0)
				_exit(99);
			setenv("ARGP_HELP_FMT", fmts[i], 1);
			program_invocation_short_name = "prog";
			argp_help(&a, stdout, ARGP_HELP_LONG | ARGP_HELP_USAGE, "prog");
			fflush(0);
			_exit(0);
		}
		CHECK_EQ(waitpid(pid, &status, 0), pid);
		CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
		CHECK_STR(slurp("out.txt"), want_out[i]);
		CHECK_STR(slurp("err.txt"), want_err[i]);
	}
	return 0;
}
