/* newlocale/duplocale/freelocale objects, and uselocale making one
   current for the calling thread only: MB_CUR_MAX, the conversions and
   nl_langinfo follow the thread's locale while setlocale's stays as it
   was for the other threads. */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>
#include "check.h"

static locale_t utf8;
static pthread_barrier_t bar;

static void *worker(void *arg)
{
	wchar_t w = 0;

	(void)arg;
	/* A new thread starts in the global locale. */
	CHECK(uselocale(0) == LC_GLOBAL_LOCALE);
	CHECK_EQ(MB_CUR_MAX, 1);
	CHECK(uselocale(utf8) == LC_GLOBAL_LOCALE);
	CHECK(uselocale(0) == utf8);
	pthread_barrier_wait(&bar);     /* main checks it is still in C */
	CHECK_GE(MB_CUR_MAX, 4);
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	CHECK_EQ(mbtowc(&w, "\xc3\xa9", 2), 2);
	CHECK_EQ(w, 0xe9);
	CHECK(iswalpha(0xe9));
	CHECK_EQ(towupper(0xe9), 0xc9);
	pthread_barrier_wait(&bar);
	pthread_barrier_wait(&bar);     /* main has switched the global locale */
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	CHECK(uselocale(LC_GLOBAL_LOCALE) == utf8);
	CHECK_STR(nl_langinfo(CODESET), "ANSI_X3.4-1968");
	return 0;
}

int main(void)
{
	pthread_t t;
	locale_t c, mix, d;
	wchar_t w = 0;

	CHECK((utf8 = newlocale(LC_ALL_MASK, "C.UTF-8", 0)) != 0);
	CHECK((c = newlocale(LC_ALL_MASK, "POSIX", 0)) != 0);
	CHECK_STR(nl_langinfo_l(CODESET, utf8), "UTF-8");
	CHECK_STR(nl_langinfo_l(CODESET, c), "ANSI_X3.4-1968");
	CHECK_STR(nl_langinfo_l(DAY_2, utf8), "Monday");

	/* Unknown names and bad masks. */
	errno = 0;
	CHECK(newlocale(LC_ALL_MASK, "xx_XX", 0) == 0);
	CHECK_EQ(errno, ENOENT);
	errno = 0;
	CHECK(newlocale(1 << 20, "C", 0) == 0);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK(newlocale(LC_ALL_MASK, 0, 0) == 0);
	CHECK_EQ(errno, EINVAL);

	/* Only LC_CTYPE decides the character set; base is modified. */
	CHECK((mix = newlocale(LC_TIME_MASK, "C.UTF-8", 0)) != 0);
	CHECK_STR(nl_langinfo_l(CODESET, mix), "ANSI_X3.4-1968");
	CHECK((mix = newlocale(LC_CTYPE_MASK, "C.utf8", mix)) != 0);
	CHECK_STR(nl_langinfo_l(CODESET, mix), "UTF-8");
	CHECK((d = duplocale(mix)) != 0);
	freelocale(mix);
	CHECK_STR(nl_langinfo_l(CODESET, d), "UTF-8");
	CHECK(iswalpha_l(0x3b1, d));
	CHECK(!iswalpha_l(0x3b1, c));
	CHECK_EQ(towupper_l(0x3b1, d), 0x391);
	CHECK_EQ(towupper_l(0x3b1, c), 0x3b1);
	CHECK_EQ(towlower_l(L'Q', c), L'q');
	CHECK(isalpha_l('a', d) && !isalpha_l('1', d) && !isalpha_l(0xe9, d));
	CHECK_EQ(toupper_l('x', c), 'X');
	CHECK(strcoll_l("abc", "abd", d) < 0);
	CHECK_EQ(strtod_l("2.5", 0, d), 2.5);
	freelocale(d);

	/* The thread's own locale. */
	CHECK(pthread_barrier_init(&bar, 0, 2) == 0);
	CHECK(pthread_create(&t, 0, worker, 0) == 0);
	pthread_barrier_wait(&bar);
	CHECK_EQ(MB_CUR_MAX, 1);
	CHECK_ERR(mbtowc(&w, "\xc3\xa9", 2), EILSEQ);
	CHECK(!iswalpha(0xe9));
	pthread_barrier_wait(&bar);
	CHECK_STR(setlocale(LC_ALL, "C.UTF-8"), "C.UTF-8");
	CHECK_STR(setlocale(LC_ALL, "C"), "C");
	pthread_barrier_wait(&bar);
	CHECK(pthread_join(t, 0) == 0);

	/* The same in this thread, and back to the global locale. */
	CHECK(uselocale(utf8) == LC_GLOBAL_LOCALE);
	CHECK_GE(MB_CUR_MAX, 4);
	CHECK_STR(setlocale(LC_ALL, 0), "C");
	CHECK(uselocale(c) == utf8);
	CHECK_EQ(MB_CUR_MAX, 1);
	CHECK(uselocale(LC_GLOBAL_LOCALE) == c);
	setlocale(LC_CTYPE, "C.UTF-8");
	CHECK_GE(MB_CUR_MAX, 4);
	setlocale(LC_CTYPE, "C");
	freelocale(utf8);
	freelocale(c);
	return 0;
}
