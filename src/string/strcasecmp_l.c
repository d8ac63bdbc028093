#include <strings.h>

/* Case folds only ASCII letters in both locales. */
int strcasecmp_l(const char *a, const char *b, locale_t l)
{
	(void)l;
	return strcasecmp(a, b);
}
