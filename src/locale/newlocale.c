#include <errno.h>
#include <stdlib.h>
#include "locale_impl.h"

static int is_static(locale_t l)
{
	return l == &__locale_c_obj || l == &__locale_utf8_obj;
}

locale_t newlocale(int mask, const char *name, locale_t base)
{
	unsigned utf8;
	int c;

	if (!name || (mask & ~LC_ALL_MASK) || base == LC_GLOBAL_LOCALE) {
		errno = EINVAL;
		return 0;
	}
	utf8 = base ? base->utf8 : 0;
	for (c = 0; c < __LC_COUNT; c++) {
		int k;
		if (!(mask & 1 << c))
			continue;
		k = __locale_kind(*name ? name : __locale_env(c));
		if (k < 0) {
			errno = -k;
			return 0;
		}
		utf8 = k ? utf8 | 1u << c : utf8 & ~(1u << c);
	}

	/* POSIX lets base be reused for the result: do so when it was
	   allocated, so that a loop of newlocale(..., old) does not leak. */
	if (base && !is_static(base)) {
		base->utf8 = utf8;
		return base;
	}
	if (utf8 == 0)
		return &__locale_c_obj;
	if (utf8 == LC_ALL_MASK)
		return &__locale_utf8_obj;
	base = malloc(sizeof *base);
	if (!base)
		return 0;
	base->utf8 = utf8;
	return base;
}
