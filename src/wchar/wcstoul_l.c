#define _GNU_SOURCE
#include <wchar.h>

unsigned long wcstoul_l(const wchar_t *restrict s, wchar_t **restrict end, int base, locale_t l)
{
	(void)l;
	return wcstoul(s, end, base);
}
