#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"

locale_t duplocale(locale_t l)
{
	struct __locale_struct g = { 0 };
	locale_t d;
	int c;

	if (!l) {
		errno = EINVAL;
		return 0;
	}
	/* The global locale's names are setlocale's. */
	if (l == LC_GLOBAL_LOCALE) {
		g.utf8 = __locale_global.utf8;
		for (c = 0; c < __LC_COUNT; c++)
			if (g.utf8 & 1u << c)
				strcpy(g.name[c], setlocale(c, 0));
		l = &g;
	}
	if (l->utf8 == 0)
		return &__locale_c_obj;
	if (!(d = malloc(sizeof *d)))
		return 0;
	*d = *l;
	return d;
}
