#define _GNU_SOURCE
#include <stdlib.h>

long strtol_l(const char *restrict s, char **restrict end, int base, locale_t l)
{
	(void)l;
	return strtol(s, end, base);
}
