/* Test helper for the fnmatch tests: a table of patterns and names with
   the answer glibc gives, and the check of every row. */
#ifndef WEFT_TEST_FNMATCH_CASES_H
#define WEFT_TEST_FNMATCH_CASES_H

#include <fnmatch.h>
#include "check.h"

/* Short flag names, for the tables. */
#define P FNM_PATHNAME
#define D FNM_PERIOD
#define E FNM_NOESCAPE
#define L FNM_LEADING_DIR
#define C FNM_CASEFOLD

struct fnmatch_case {
	const char *pat, *name;
	int flags, match;
};

/* Every row whose answer is wrong is reported; fails if any is. */
#define CHECK_FNMATCH_CASES(cases) t_fnmatch_cases(__FILE__, __LINE__, cases, \
						    sizeof cases / sizeof *cases)

__attribute__((unused)) static void t_fnmatch_cases(const char *file, int line,
						    const struct fnmatch_case *c, size_t n)
{
	int bad = 0;

	for (size_t i = 0; i < n; i++) {
		if (fnmatch(c[i].pat, c[i].name, c[i].flags) == (c[i].match ? 0 : FNM_NOMATCH))
			continue;
		t_puts(2, "wrong answer: pattern ");
		t_puts(2, c[i].pat);
		t_puts(2, " name ");
		t_puts(2, c[i].name);
		t_puts(2, " flags ");
		t_putnum(2, c[i].flags);
		t_puts(2, "\n");
		bad++;
	}
	if (bad)
		t_fail_eq(file, line, "every fnmatch case", bad, 0);
}

#endif
