#include <limits.h>
#include <wchar.h>
#include "libc.h"

hidden unsigned long long __wcstoint(const wchar_t *restrict, wchar_t **restrict, int, int,
				     unsigned long long);

unsigned long wcstoul(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	return (unsigned long)__wcstoint(s, end, base, 0, ULONG_MAX);
}
