#define _GNU_SOURCE
#include <wchar.h>

/* XSI's older name for wcsstr. */
wchar_t *wcswcs(const wchar_t *h, const wchar_t *n)
{
	return wcsstr(h, n);
}
