/* glob_pattern_p (GNU): 1 for a pattern with '*', '?' or a closed '['
   outside backslash quoting (when quote is set), 0 for a plain name. */
#define _GNU_SOURCE
#include <glob.h>
#include "check.h"

int main(void)
{
	CHECK(glob_pattern_p("*.c", 0));
	CHECK(glob_pattern_p("a?b", 1));
	CHECK(glob_pattern_p("x[ab]y", 0));
	CHECK(!glob_pattern_p("x[ab", 0));    /* an unclosed '[' is plain */
	CHECK(!glob_pattern_p("plain/name.c", 0));
	CHECK(!glob_pattern_p("", 1));
	CHECK(!glob_pattern_p("a\\*b", 1));   /* quoted */
	CHECK(glob_pattern_p("a\\*b", 0));    /* the backslash is plain */
	CHECK(!glob_pattern_p("\\[a]", 1));
	CHECK(glob_pattern_p("\\\\*", 1));    /* a quoted backslash, then '*' */
	return 0;
}
