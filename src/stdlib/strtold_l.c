#define _GNU_SOURCE
#include <stdlib.h>

/* The radix character is '.' in both locales. */
long double strtold_l(const char *restrict s, char **restrict end, locale_t l)
{
	(void)l;
	return strtold(s, end);
}
