/* setlocale knows "C", "POSIX" and the spellings of "C.UTF-8" glibc takes,
   keeps each category's name as given, reports a mix as glibc's composite
   string (which it also accepts back), refuses unknown names without
   changing anything, and reads LC_ALL, LC_<category>, LANG in that order
   for "".  localeconv and nl_langinfo give the C data in both locales. */
#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static const char mixed[] =
	"LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;"
	"LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;"
	"LC_MEASUREMENT=C;LC_IDENTIFICATION=C";

static void clear_env(void)
{
	static const char *vars[] = { "LC_ALL", "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE",
				      "LC_MONETARY", "LC_MESSAGES", "LANG", "LANGUAGE" };
	for (unsigned i = 0; i < sizeof vars / sizeof vars[0]; i++)
		unsetenv(vars[i]);
}

static void check_c_data(void)
{
	struct lconv *lc = localeconv();

	CHECK_STR(lc->decimal_point, ".");
	CHECK_STR(lc->thousands_sep, "");
	CHECK_STR(lc->grouping, "");
	CHECK_STR(lc->int_curr_symbol, "");
	CHECK_STR(lc->currency_symbol, "");
	CHECK_STR(lc->mon_decimal_point, "");
	CHECK_STR(lc->positive_sign, "");
	CHECK_STR(lc->negative_sign, "");
	CHECK_EQ(lc->int_frac_digits, CHAR_MAX);
	CHECK_EQ(lc->frac_digits, CHAR_MAX);
	CHECK_EQ(lc->p_cs_precedes, CHAR_MAX);
	CHECK_EQ(lc->n_sign_posn, CHAR_MAX);
	CHECK_EQ(lc->int_n_sign_posn, CHAR_MAX);

	CHECK_STR(nl_langinfo(RADIXCHAR), ".");
	CHECK_STR(nl_langinfo(THOUSEP), "");
	CHECK_STR(nl_langinfo(D_T_FMT), "%a %b %e %H:%M:%S %Y");
	CHECK_STR(nl_langinfo(D_FMT), "%m/%d/%y");
	CHECK_STR(nl_langinfo(T_FMT), "%H:%M:%S");
	CHECK_STR(nl_langinfo(T_FMT_AMPM), "%I:%M:%S %p");
	CHECK_STR(nl_langinfo(AM_STR), "AM");
	CHECK_STR(nl_langinfo(PM_STR), "PM");
	CHECK_STR(nl_langinfo(DAY_1), "Sunday");
	CHECK_STR(nl_langinfo(DAY_7), "Saturday");
	CHECK_STR(nl_langinfo(ABDAY_4), "Wed");
	CHECK_STR(nl_langinfo(MON_9), "September");
	CHECK_STR(nl_langinfo(ABMON_12), "Dec");
	CHECK_STR(nl_langinfo(ERA), "");
	CHECK_STR(nl_langinfo(ALT_DIGITS), "");
	CHECK_STR(nl_langinfo(ERA_T_FMT), "");
	CHECK_STR(nl_langinfo(YESEXPR), "^[yY]");
	CHECK_STR(nl_langinfo(NOEXPR), "^[nN]");
	CHECK_STR(nl_langinfo(CRNCYSTR), "-");
	CHECK_STR(nl_langinfo(0x7fff1234), "");
}

int main(void)
{
	char saved[512];

	clear_env();
	/* A program starts in "C" whatever the environment says. */
	setenv("LANG", "C.UTF-8", 1);
	CHECK_STR(setlocale(LC_ALL, 0), "C");
	CHECK_EQ(MB_CUR_MAX, 1);
	CHECK_STR(nl_langinfo(CODESET), "ANSI_X3.4-1968");
	check_c_data();

	CHECK_STR(setlocale(LC_ALL, "POSIX"), "C");
	CHECK_STR(setlocale(LC_ALL, "C.utf8"), "C.utf8");
	CHECK_STR(setlocale(LC_NUMERIC, 0), "C.utf8");
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	CHECK_GE(MB_CUR_MAX, 4);
	CHECK_LE(MB_CUR_MAX, MB_LEN_MAX);
	check_c_data();
	CHECK_STR(setlocale(LC_ALL, "C.UTF-8"), "C.UTF-8");
	CHECK_STR(setlocale(LC_ALL, "C.UTF8"), "C.UTF8");
	CHECK_STR(setlocale(LC_ALL, "C.utf-8"), "C.utf-8");

	/* Unknown names: NULL, nothing changed.  ("en_US.UTF-8" depends on
	   what glibc has installed: locale_utf8_language_names_are_utf8.) */
	static const char *bad[] = { "c.utf8", "C.ascii", "UTF-8", "C.utf9",
				     "de_DE", "C/..", "../C", "LC_CTYPE=C" };
	for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		CHECK(setlocale(LC_ALL, bad[i]) == 0);
		CHECK(setlocale(LC_CTYPE, bad[i]) == 0);
		CHECK_STR(setlocale(LC_ALL, 0), "C.utf-8");
	}
	/* errno says why: no such locale, or a name no locale can have. */
	errno = 0;
	CHECK(setlocale(LC_ALL, "zh_HK.big5hkscs") == 0);
	CHECK_EQ(errno, ENOENT);
	CHECK(setlocale(LC_CTYPE, "de_DE") == 0);
	errno = 0;
	CHECK(setlocale(LC_ALL, "C/..") == 0);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(setlocale(LC_ALL, "LC_CTYPE=C;x") == 0);
	CHECK_EQ(errno, EINVAL);
	CHECK(newlocale(LC_ALL_MASK, "de_DE", 0) == 0);
	errno = 0;
	CHECK(newlocale(LC_ALL_MASK, "../C", 0) == 0);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(setlocale(99, "C") == 0);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(setlocale(-1, 0) == 0);
	CHECK_EQ(errno, EINVAL);

	/* One category apart: the composite name, which restores the mix. */
	CHECK_STR(setlocale(LC_ALL, "C"), "C");
	CHECK_STR(setlocale(LC_CTYPE, "C.UTF-8"), "C.UTF-8");
	CHECK_STR(setlocale(LC_CTYPE, 0), "C.UTF-8");
	CHECK_STR(setlocale(LC_TIME, 0), "C");
	CHECK_STR(setlocale(LC_ALL, 0), mixed);
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	strcpy(saved, setlocale(LC_ALL, 0));
	CHECK_STR(setlocale(LC_ALL, "C"), "C");
	CHECK_STR(nl_langinfo(CODESET), "ANSI_X3.4-1968");
	CHECK_STR(setlocale(LC_ALL, saved), mixed);
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	/* A composite that leaves out categories is refused. */
	CHECK(setlocale(LC_ALL, "LC_CTYPE=C;LC_NUMERIC=C") == 0);
	CHECK_STR(setlocale(LC_ALL, 0), mixed);
	CHECK_STR(setlocale(LC_NUMERIC, "C.UTF-8"), "C.UTF-8");
	CHECK_STR(setlocale(LC_CTYPE, "C"), "C");
	CHECK_STR(nl_langinfo(CODESET), "ANSI_X3.4-1968");
	CHECK_EQ(MB_CUR_MAX, 1);

	/* "": LANG alone... */
	CHECK_STR(setlocale(LC_ALL, "C"), "C");
	setenv("LANG", "C.UTF-8", 1);
	CHECK_STR(setlocale(LC_ALL, ""), "C.UTF-8");
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	/* ...overridden per category... */
	setenv("LC_CTYPE", "POSIX", 1);
	CHECK_STR(setlocale(LC_ALL, ""), "LC_CTYPE=C;LC_NUMERIC=C.UTF-8;LC_TIME=C.UTF-8;"
		  "LC_COLLATE=C.UTF-8;LC_MONETARY=C.UTF-8;LC_MESSAGES=C.UTF-8;LC_PAPER=C.UTF-8;"
		  "LC_NAME=C.UTF-8;LC_ADDRESS=C.UTF-8;LC_TELEPHONE=C.UTF-8;LC_MEASUREMENT=C.UTF-8;"
		  "LC_IDENTIFICATION=C.UTF-8");
	CHECK_STR(nl_langinfo(CODESET), "ANSI_X3.4-1968");
	CHECK_STR(setlocale(LC_CTYPE, ""), "C");
	CHECK_STR(setlocale(LC_TIME, ""), "C.UTF-8");
	/* ...and LC_ALL above both; an empty value counts as unset. */
	setenv("LC_ALL", "C.utf8", 1);
	CHECK_STR(setlocale(LC_ALL, ""), "C.utf8");
	setenv("LC_ALL", "", 1);
	setenv("LC_CTYPE", "", 1);
	setenv("LANG", "C", 1);
	CHECK_STR(setlocale(LC_ALL, ""), "C");
	/* A name the environment gives that does not exist: NULL, and the
	   locale stays as it was. */
	setlocale(LC_ALL, "C.UTF-8");
	setenv("LC_MESSAGES", "xx_YY.ISO-8859-1", 1);
	CHECK(setlocale(LC_ALL, "") == 0);
	CHECK_STR(setlocale(LC_ALL, 0), "C.UTF-8");
	CHECK(setlocale(LC_MESSAGES, "") == 0);
	CHECK_STR(setlocale(LC_CTYPE, ""), "C");
	clear_env();
	CHECK_STR(setlocale(LC_ALL, ""), "C");
	return 0;
}
