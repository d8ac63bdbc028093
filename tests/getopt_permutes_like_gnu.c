/* getopt and getopt_long behave as glibc's: option clusters, attached and
   separate arguments, operands permuted behind options, "--", a leading
   '+' or ':' in optstring, long options with '=', abbreviations and
   ambiguity, flags, optional arguments, and the diagnostic texts. */
#include <getopt.h>
#include <stdlib.h>
#include "check.h"

#define ARGV(...) ((char *[]){ "prog", __VA_ARGS__, 0 })
#define ARGC(v) ((int)(sizeof(v) / sizeof(char *)) - 1)

static char log_[512];

static void note(int c, const char *arg)
{
	size_t n = strlen(log_);
	log_[n++] = c == '?' ? '?' : c == ':' ? ':' : (char)c;
	if (arg) {
		log_[n++] = '=';
		strcpy(log_ + n, arg);
		n += strlen(arg);
	}
	log_[n++] = ',';
	log_[n] = 0;
}

static void reset(void)
{
	optind = 0;
	log_[0] = 0;
}

/* Captures what getopt writes to stderr. */
static char errbuf[1024];
static int errfds[2], saved_err;
static void err_begin(void)
{
	CHECK_EQ(pipe(errfds), 0);
	saved_err = dup(2);
	dup2(errfds[1], 2);
}
static void err_end(void)
{
	dup2(saved_err, 2);
	close(saved_err);
	close(errfds[1]);
	ssize_t n = read(errfds[0], errbuf, sizeof errbuf - 1);
	errbuf[n > 0 ? n : 0] = 0;
	close(errfds[0]);
}

int main(void)
{
	int c;

	unsetenv("POSIXLY_CORRECT");
	/* clusters, attached and separate arguments, permutation */
	{
		char **v = ARGV("file1", "-ab", "-cfoo", "file2", "-c", "bar", "--", "-a");
		int argc = 9;
		reset();
		while ((c = getopt(argc, v, "abc:")) != -1)
			note(c, optarg);
		CHECK_STR(log_, "a,b,c=foo,c=bar,");
		CHECK_EQ(optind, 6);   /* prog -ab -cfoo -c bar -- file1 file2 -a */
		CHECK_STR(v[optind - 1], "--");
		CHECK_STR(v[optind], "file1");
		CHECK_STR(v[optind + 1], "file2");
		CHECK_STR(v[optind + 2], "-a");
	}
	/* '+': stop at the first operand */
	{
		char **v = ARGV("-a", "file", "-b");
		reset();
		while ((c = getopt(4, v, "+ab")) != -1)
			note(c, optarg);
		CHECK_STR(log_, "a,");
		CHECK_EQ(optind, 2);
	}
	/* unknown option and missing argument, with messages */
	{
		char **v = ARGV("-x", "-c");
		reset();
		err_begin();
		while ((c = getopt(3, v, "c:")) != -1)
			note(c, optarg);
		err_end();
		CHECK_STR(log_, "?,?,");
		CHECK_EQ(optopt, 'c');
		CHECK_STR(errbuf, "prog: invalid option -- 'x'\nprog: option requires an argument -- 'c'\n");
	}
	/* ':' first: ':' for a missing argument, silent */
	{
		char **v = ARGV("-c");
		reset();
		err_begin();
		c = getopt(2, v, ":c:");
		err_end();
		CHECK_EQ(c, ':');
		CHECK_STR(errbuf, "");
	}
	/* long options */
	{
		int flag = 0, idx = -1;
		struct option lo[] = {
			{ "verbose", no_argument, &flag, 7 },
			{ "output", required_argument, 0, 'o' },
			{ "color", optional_argument, 0, 'C' },
			{ "colour", optional_argument, 0, 'C' },
			{ "count", required_argument, 0, 'n' },
			{ 0, 0, 0, 0 },
		};
		char **v = ARGV("--verbose", "in", "--output=x", "--output", "y", "--col", "--colo=red",
				"--outp", "z", "-o", "w");
		reset();
		while ((c = getopt_long(12, v, "o:", lo, &idx)) != -1)
			note(c ? c : 'F', optarg);
		CHECK_EQ(flag, 7);
		CHECK_STR(log_, "F,o=x,o=y,C,C=red,o=z,o=w,");
		CHECK_EQ(optind, 11);
		CHECK_STR(v[11], "in");

		char **w = ARGV("--co", "--verbose=1", "--nope", "--count");
		reset();
		err_begin();
		while ((c = getopt_long(5, w, "", lo, 0)) != -1)
			note(c, optarg);
		err_end();
		CHECK_STR(log_, "?,?,?,?,");
		CHECK(strstr(errbuf, "prog: option '--co' is ambiguous") == errbuf);
		CHECK(strstr(errbuf, "prog: option '--verbose' doesn't allow an argument\n"));
		CHECK(strstr(errbuf, "prog: unrecognized option '--nope'\n"));
		CHECK(strstr(errbuf, "prog: option '--count' requires an argument\n"));
	}
	/* getopt_long_only: -name is a long option */
	{
		struct option lo[] = { { "size", required_argument, 0, 's' }, { 0, 0, 0, 0 } };
		char **v = ARGV("-size", "3", "-s4");
		reset();
		while ((c = getopt_long_only(4, v, "s:", lo, 0)) != -1)
			note(c, optarg);
		CHECK_STR(log_, "s=3,s=4,");
	}
	return 0;
}
