/* The Regular Expression option (mandatory since POSIX 2008) and XSI's
   Enhanced Internationalization group are announced by <unistd.h> and
   sysconf, and the interfaces behind them work. */
// test: cflags -std=c99 -D_XOPEN_SOURCE=700
#include <iconv.h>
#include <langinfo.h>
#include <locale.h>
#include <nl_types.h>
#include <regex.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

#if !defined(_POSIX_REGEXP) || _POSIX_REGEXP <= 0
#error "_POSIX_REGEXP must be > 0"
#endif
#if !defined(_XOPEN_ENH_I18N) || _XOPEN_ENH_I18N <= 0
#error "_XOPEN_ENH_I18N must be > 0"
#endif

int main(void)
{
	CHECK(sysconf(_SC_REGEXP) > 0);
	CHECK(sysconf(_SC_XOPEN_ENH_I18N) > 0);

	regex_t re;
	regmatch_t m[2];
	CHECK_EQ(regcomp(&re, "b(c+)d", REG_EXTENDED), 0);
	CHECK_EQ(regexec(&re, "abccde", 2, m, 0), 0);
	CHECK_EQ(m[1].rm_so, 2);
	CHECK_EQ(m[1].rm_eo, 4);
	regfree(&re);

	CHECK(setlocale(LC_ALL, "C") != 0);
	CHECK(nl_langinfo(CODESET) != 0);
	iconv_t cd = iconv_open("UTF-8", "ISO-8859-1");
	CHECK(cd != (iconv_t)-1);
	char in[] = "\xe9", out[8], *ip = in, *op = out;
	size_t il = 1, ol = sizeof out;
	CHECK_EQ(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_EQ(op - out, 2);
	CHECK(memcmp(out, "\xc3\xa9", 2) == 0);
	CHECK_EQ(iconv_close(cd), 0);

	/* a catalog that is not there: failure, not a crash */
	CHECK(catopen("/nonexistent/weft-test.cat", 0) == (nl_catd)-1);
	return 0;
}
