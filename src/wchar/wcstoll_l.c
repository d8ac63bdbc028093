#define _GNU_SOURCE
#include <wchar.h>

long long wcstoll_l(const wchar_t *restrict s, wchar_t **restrict end, int base, locale_t l)
{
	(void)l;
	return wcstoll(s, end, base);
}
