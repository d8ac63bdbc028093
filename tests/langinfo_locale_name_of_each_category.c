/* nl_langinfo(NL_LOCALE_NAME(cat)) names category cat's locale: the global
   one as setlocale reports it, a newlocale object's per category (gnulib's
   localename module asks this way on non-glibc Linux, and expects a name,
   never a null pointer). */
#define _GNU_SOURCE
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include "check.h"

#ifndef NL_LOCALE_NAME
#define NL_LOCALE_NAME(c) _NL_LOCALE_NAME(c)
#endif

int main(void)
{
	locale_t c, mixed;

	CHECK(setlocale(LC_ALL, "C") != NULL);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), "C");
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_MESSAGES)), "C");

	c = newlocale(LC_ALL_MASK, "POSIX", (locale_t)0);
	CHECK(c != (locale_t)0);
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_TIME), c), "C");

	mixed = newlocale(LC_CTYPE_MASK, "C.UTF-8", c);
	if (!mixed) {
		fputs("no C.UTF-8 locale here\n", stderr);
		freelocale(c);
		return 77;
	}
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_CTYPE), mixed), "C.UTF-8");
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_NUMERIC), mixed), "C");

	/* The thread's locale is the one nl_langinfo names. */
	uselocale(mixed);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), "C.UTF-8");
	uselocale(LC_GLOBAL_LOCALE);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), "C");

	CHECK(setlocale(LC_CTYPE, "C.UTF-8") != NULL);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), "C.UTF-8");
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_COLLATE)), "C");
	freelocale(mixed);
	return 0;
}
