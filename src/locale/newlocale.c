#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"

locale_t newlocale(int mask, const char *name, locale_t base)
{
	struct __locale_struct l = { 0 };
	int c;

	if (!name || (mask & ~LC_ALL_MASK) || base == LC_GLOBAL_LOCALE) {
		errno = EINVAL;
		return 0;
	}
	if (base)
		l = *base;
	for (c = 0; c < __LC_COUNT; c++) {
		const char *n;
		int k;
		if (!(mask & 1 << c))
			continue;
		n = *name ? name : __locale_env(c);
		k = __locale_kind(n);
		if (k < 0) {
			errno = -k;
			return 0;
		}
		/* __locale_kind refused names too long to keep. */
		if (k) {
			l.utf8 |= 1u << c;
			strcpy(l.name[c], n);
		} else {
			l.utf8 &= ~(1u << c);
		}
	}

	/* POSIX lets base be reused for the result: do so when it was
	   allocated, so that a loop of newlocale(..., old) does not leak. */
	if (base && base != &__locale_c_obj) {
		*base = l;
		return base;
	}
	if (l.utf8 == 0)
		return &__locale_c_obj;
	base = malloc(sizeof *base);
	if (!base)
		return 0;
	*base = l;
	return base;
}
