#define _GNU_SOURCE
#include <wchar.h>

/* BSD's name for wcstoll, from the days of quad_t. */
long long wcstoq(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	return wcstoll(s, end, base);
}
