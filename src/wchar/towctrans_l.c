#include "wctype_impl.h"

wint_t towctrans_l(wint_t c, wctrans_t t, locale_t l)
{
	return t ? __wc_map(c, *t, l == LC_GLOBAL_LOCALE ? &__locale_global : l) : c;
}
