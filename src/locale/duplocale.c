#include <errno.h>
#include <stdlib.h>
#include "locale_impl.h"

locale_t duplocale(locale_t l)
{
	locale_t d;

	if (!l) {
		errno = EINVAL;
		return 0;
	}
	if (l == LC_GLOBAL_LOCALE)
		l = &__locale_global;
	if (l->utf8 == 0)
		return &__locale_c_obj;
	if (l->utf8 == LC_ALL_MASK)
		return &__locale_utf8_obj;
	if (!(d = malloc(sizeof *d)))
		return 0;
	d->utf8 = l->utf8;
	return d;
}
