/* setlocale(cat, NULL) gives a whole name while another thread keeps
   changing the locale: the old one or the new one, never a mix or a
   half-written string, and an answer stays valid afterwards (gnulib's
   setlocale_null-mt tests rely on this, as they do on glibc). */
// test: weft-only
// test: timeout 60
#include <locale.h>
#include <pthread.h>
#include <string.h>
#include "check.h"

static volatile int stop;

static void *changer(void *arg)
{
	(void)arg;
	while (!stop) {
		setlocale(LC_ALL, "C.UTF-8");
		setlocale(LC_ALL, "C");
		setlocale(LC_NUMERIC, "C.UTF-8");
		setlocale(LC_ALL, "C");
	}
	return 0;
}

int main(void)
{
	pthread_t t;
	const char *first;
	long mixed = 0;

	first = setlocale(LC_ALL, "C.UTF-8");
	CHECK(first && !strcmp(first, "C.UTF-8"));
	CHECK_EQ(pthread_create(&t, 0, changer, 0), 0);
	for (int i = 0; i < 200000; i++) {
		const char *all = setlocale(LC_ALL, NULL), *ctype = setlocale(LC_CTYPE, NULL);
		CHECK(all && ctype);
		/* LC_ALL: all "C", all "C.UTF-8", or "C" but LC_NUMERIC. */
		if (strcmp(all, "C") && strcmp(all, "C.UTF-8")) {
			CHECK(!strncmp(all, "LC_CTYPE=C;LC_NUMERIC=C.UTF-8;LC_TIME=C;", 40));
			mixed++;
		}
		CHECK(!strcmp(ctype, "C") || !strcmp(ctype, "C.UTF-8"));
	}
	stop = 1;
	CHECK_EQ(pthread_join(t, 0), 0);
	/* An earlier answer is still the string it was. */
	CHECK_STR(first, "C.UTF-8");
	(void)mixed;
	return 0;
}
