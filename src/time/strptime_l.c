#define _GNU_SOURCE
#include <time.h>

/* weft's locales all parse times as "C" does. */
char *strptime_l(const char *restrict s, const char *restrict fmt,
		 struct tm *restrict tm, locale_t l)
{
	(void)l;
	return strptime(s, fmt, tm);
}
