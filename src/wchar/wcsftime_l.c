#define _GNU_SOURCE
#include <time.h>
#include <wchar.h>

/* LC_TIME is the same in both locales. */
size_t wcsftime_l(wchar_t *restrict s, size_t max, const wchar_t *restrict fmt,
		  const struct tm *restrict tm, locale_t l)
{
	(void)l;
	return wcsftime(s, max, fmt, tm);
}
