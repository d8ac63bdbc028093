#include <strings.h>

/* Case folds only ASCII letters in both locales. */
int strncasecmp_l(const char *a, const char *b, size_t n, locale_t l)
{
	(void)l;
	return strncasecmp(a, b, n);
}
