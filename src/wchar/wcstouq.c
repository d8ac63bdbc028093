#define _GNU_SOURCE
#include <wchar.h>

/* BSD's name for wcstoull, from the days of quad_t. */
unsigned long long wcstouq(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	return wcstoull(s, end, base);
}
