#define _GNU_SOURCE
#include <stdlib.h>

/* The radix character is '.' in both locales. */
float strtof_l(const char *restrict s, char **restrict end, locale_t l)
{
	(void)l;
	return strtof(s, end);
}
