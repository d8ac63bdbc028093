/* A newlocale object names each category's locale by the name it was
   made with, also when categories were mixed over a base or copied with
   duplocale (gnulib's localename asks nl_langinfo_l this way for the
   thread's locale).  "en_US.UTF-8" is the name of interest; glibc here
   may only have C.utf8, whose spelling it keeps as well. */
#define _GNU_SOURCE
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include "check.h"

#ifndef NL_LOCALE_NAME
#define NL_LOCALE_NAME(c) _NL_LOCALE_NAME(c)
#endif

static const int cats[] = {
	LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES,
	LC_PAPER, LC_NAME, LC_ADDRESS, LC_TELEPHONE, LC_MEASUREMENT,
	LC_IDENTIFICATION,
};
#define NCATS (sizeof cats / sizeof cats[0])

static const char *name_of(int cat, locale_t l)
{
	return nl_langinfo_l(NL_LOCALE_NAME(cat), l);
}

/* Every category of l is named want, but cat is named other. */
static void check_names(locale_t l, const char *want, int cat, const char *other)
{
	unsigned i;

	for (i = 0; i < NCATS; i++)
		CHECK_STR(name_of(cats[i], l), cats[i] == cat ? other : want);
}

static int try_name(const char *n)
{
	locale_t all, c, mixed, two, dup, g;
	unsigned i;

	all = newlocale(LC_ALL_MASK, n, (locale_t)0);
	if (!all) {
		CHECK_EQ(errno, ENOENT);
		return 0;
	}
	check_names(all, n, -1, 0);

	/* Each category on its own over a "C" base keeps its own name. */
	for (i = 0; i < NCATS; i++) {
		c = newlocale(LC_ALL_MASK, "POSIX", (locale_t)0);
		CHECK(c != (locale_t)0);
		mixed = newlocale(1 << cats[i], n, c);
		CHECK(mixed != (locale_t)0);
		check_names(mixed, "C", cats[i], n);
		freelocale(mixed);
	}

	/* And over a base of another name, and back to "C". */
	two = newlocale(LC_TIME_MASK, "C.UTF-8", all);
	CHECK(two != (locale_t)0);
	check_names(two, n, LC_TIME, "C.UTF-8");
	two = newlocale(LC_MESSAGES_MASK, "C", two);
	CHECK(two != (locale_t)0);
	CHECK_STR(name_of(LC_MESSAGES, two), "C");
	CHECK_STR(name_of(LC_TIME, two), "C.UTF-8");
	CHECK_STR(name_of(LC_CTYPE, two), n);

	/* A copy outlives its original. */
	dup = duplocale(two);
	CHECK(dup != (locale_t)0);
	freelocale(two);
	CHECK_STR(name_of(LC_MESSAGES, dup), "C");
	CHECK_STR(name_of(LC_TIME, dup), "C.UTF-8");
	CHECK_STR(name_of(LC_CTYPE, dup), n);

	/* nl_langinfo names the thread's locale; setlocale still answers
	   for the global one. */
	CHECK(setlocale(LC_ALL, "C") != NULL);
	CHECK(uselocale(dup) != (locale_t)0);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), n);
	CHECK_STR(setlocale(LC_CTYPE, NULL), "C");
	CHECK_STR(setlocale(LC_ALL, NULL), "C");
	CHECK(uselocale(LC_GLOBAL_LOCALE) == dup);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), "C");
	freelocale(dup);

	/* A copy of the global locale has setlocale's names. */
	CHECK(setlocale(LC_NUMERIC, n) != NULL);
	g = duplocale(LC_GLOBAL_LOCALE);
	CHECK(g != (locale_t)0);
	CHECK(setlocale(LC_ALL, "C") != NULL);
	check_names(g, "C", LC_NUMERIC, n);
	freelocale(g);
	return 1;
}

int main(void)
{
	int tried = try_name("en_US.UTF-8");

	tried += try_name("C.utf8");
	if (!tried) {
		fputs("no UTF-8 locale here\n", stderr);
		return 77;
	}
	return 0;
}
