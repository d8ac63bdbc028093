#include <limits.h>
#include <wchar.h>
#include "libc.h"

hidden unsigned long long __wcstoint(const wchar_t *restrict, wchar_t **restrict, int, int,
				     unsigned long long);

long wcstol(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	return (long)__wcstoint(s, end, base, 1, LONG_MAX);
}
