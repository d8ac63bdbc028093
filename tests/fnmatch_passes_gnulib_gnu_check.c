/* fnmatch gives every answer gnulib's configure check for a "working GNU
   fnmatch" asks for (POSIX cases, then FNM_CASEFOLD, FNM_EXTMATCH,
   FNM_FILE_NAME and FNM_LEADING_DIR), so gnulib keeps the libc's fnmatch
   instead of compiling its replacement. */
#define _GNU_SOURCE
#include <fnmatch.h>
#include "check.h"

static int yes(const char *pat, const char *name, int flags)
{
	return fnmatch(pat, name, flags) == 0;
}

static int no(const char *pat, const char *name, int flags)
{
	return fnmatch(pat, name, flags) == FNM_NOMATCH;
}

int main(void)
{
	CHECK(no("a*", "", 0));
	CHECK(yes("a*", "abc", 0));
	CHECK(yes("[/b", "[/b", 0));
	CHECK(no("d*/*1", "d/s/1", FNM_PATHNAME));
	CHECK(yes("a\\bc", "abc", 0));
	CHECK(no("a\\bc", "abc", FNM_NOESCAPE));
	CHECK(yes("*x", ".x", 0));
	CHECK(no("*x", ".x", FNM_PERIOD));
	/* a range from 'A' or 'a' up to the backslash, written escaped */
	CHECK(yes("[A-\\\\]", "\\", 0));
	CHECK(yes("[A-\\\\]", "A", 0));
	CHECK(no("[A-\\\\]", "@", 0));
	CHECK(yes("[A-\\\\]", "B", 0));
	CHECK(yes("[A-\\\\]", "[", 0));
	CHECK(no("[A-\\\\]", "]", 0));
	CHECK(yes("[\\\\-a]", "\\", 0));
	CHECK(yes("[\\\\-a]", "a", 0));
	CHECK(yes("[\\\\-a]", "`", 0));
	CHECK(no("[\\\\-a]", "b", 0));
	CHECK(no("[\\\\-a]", "[", 0));
	CHECK(yes("[\\\\-a]", "]", 0));
	/* the GNU part */
	CHECK(yes("xxXX", "xXxX", FNM_CASEFOLD));
	CHECK(yes("a++(x|yy)b", "a+xyyyyxb", FNM_EXTMATCH));
	CHECK(no("d*/*1", "d/s/1", FNM_FILE_NAME));
	CHECK(yes("*", "x", FNM_FILE_NAME | FNM_LEADING_DIR));
	CHECK(yes("x*", "x/y/z", FNM_FILE_NAME | FNM_LEADING_DIR));
	CHECK(yes("*c*", "c/x", FNM_FILE_NAME | FNM_LEADING_DIR));
	return 0;
}
