#define _GNU_SOURCE
#include <wchar.h>

unsigned long long wcstoull_l(const wchar_t *restrict s, wchar_t **restrict end, int base, locale_t l)
{
	(void)l;
	return wcstoull(s, end, base);
}
