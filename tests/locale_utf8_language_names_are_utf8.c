/* weft has no locale data: any UTF-8 locale name ("en_US.UTF-8",
   "de_DE.utf8@euro") is the C conventions with UTF-8 characters, so a
   program run with such a LANG reads and writes UTF-8 as it would with
   glibc's locale installed (docs/porting.md, Locales).  Names without a
   codeset or with another one are still refused. */
// test: weft-only (glibc's answer depends on the locales installed)
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	static const char *good[] = { "en_US.UTF-8", "en_US.utf8", "de_DE.UTF-8@euro",
				      "sr_RS.utf8@latin", "es_419.UTF-8", "fil_PH.UTF-8",
				      "fr.UTF-8", "ja_JP.Utf_8" };
	static const char *bad[] = { "en_US", "de_DE", "en_US.ISO-8859-1", "ja_JP.SJIS",
				     "e_US.UTF-8", "engl_US.UTF-8", "en_us.UTF-8",
				     "en_USA.UTF-8", "EN_US.UTF-8", "en_US.UTF-8@",
				     "en_US.UTF-8@a/b", "C.UTF-8@euro", "en_US/.UTF-8",
				     "../en_US.UTF-8", "en_US.UTF-8;x", "en_US.UTF-16",
				     "en_US.UTF-8-and-a-very-long-tail" };
	mbstate_t st;
	wchar_t wc;
	locale_t l;

	for (unsigned i = 0; i < sizeof good / sizeof *good; i++) {
		CHECK_STR(setlocale(LC_ALL, "C"), "C");
		CHECK_STR(setlocale(LC_ALL, good[i]), good[i]);
		CHECK_STR(setlocale(LC_CTYPE, 0), good[i]);
		CHECK_STR(nl_langinfo(CODESET), "UTF-8");
		CHECK_GE(MB_CUR_MAX, 4);
		memset(&st, 0, sizeof st);
		CHECK_EQ(mbrtowc(&wc, "\xc3\xa9", 2, &st), 2);
		CHECK_EQ(wc, 0xe9);
		/* The other categories keep the C conventions. */
		CHECK_STR(localeconv()->decimal_point, ".");
		CHECK_STR(nl_langinfo(D_FMT), "%m/%d/%y");
	}
	CHECK_STR(setlocale(LC_ALL, "C.UTF-8"), "C.UTF-8");
	for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
		CHECK(setlocale(LC_ALL, bad[i]) == 0);
		CHECK(setlocale(LC_MESSAGES, bad[i]) == 0);
		CHECK_STR(setlocale(LC_ALL, 0), "C.UTF-8");
		CHECK(newlocale(LC_ALL_MASK, bad[i], 0) == 0);
	}

	/* From the environment, and through newlocale. */
	setenv("LANG", "de_DE.UTF-8@euro", 1);
	unsetenv("LC_ALL");
	unsetenv("LC_CTYPE");
	CHECK_STR(setlocale(LC_ALL, "C"), "C");
	CHECK_STR(setlocale(LC_ALL, ""), "de_DE.UTF-8@euro");
	CHECK_EQ(wctomb(0, 0), 0);
	char mb[8];
	CHECK_EQ(wctomb(mb, 0x20ac), 3);
	CHECK(!memcmp(mb, "\xe2\x82\xac", 3));
	setenv("LANG", "en_GB", 1);
	CHECK(setlocale(LC_ALL, "") == 0);
	CHECK_STR(setlocale(LC_ALL, 0), "de_DE.UTF-8@euro");

	l = newlocale(LC_CTYPE_MASK, "pt_BR.UTF-8", 0);
	CHECK(l != 0);
	CHECK_STR(nl_langinfo_l(CODESET, l), "UTF-8");
	freelocale(l);
	return 0;
}
