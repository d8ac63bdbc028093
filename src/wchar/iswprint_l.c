#include "wctype_impl.h"

int iswprint_l(wint_t c, locale_t l)
{
	return __wc_props(c, l == LC_GLOBAL_LOCALE ? &__locale_global : l) >> __WC_PRINT & 1;
}
