#define _GNU_SOURCE
#include <stdlib.h>

unsigned long long strtoull_l(const char *restrict s, char **restrict end, int base, locale_t l)
{
	(void)l;
	return strtoull(s, end, base);
}
