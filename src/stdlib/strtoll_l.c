#define _GNU_SOURCE
#include <stdlib.h>

long long strtoll_l(const char *restrict s, char **restrict end, int base, locale_t l)
{
	(void)l;
	return strtoll(s, end, base);
}
