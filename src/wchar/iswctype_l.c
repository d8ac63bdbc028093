#include "wctype_impl.h"

int iswctype_l(wint_t c, wctype_t t, locale_t l)
{
	if (t - 1 > __WC_XDIGIT)
		return 0;
	return __wc_props(c, l == LC_GLOBAL_LOCALE ? &__locale_global : l) >> (t - 1) & 1;
}
