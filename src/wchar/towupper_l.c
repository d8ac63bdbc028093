#include "wctype_impl.h"

wint_t towupper_l(wint_t c, locale_t l)
{
	return __wc_map(c, 1, l == LC_GLOBAL_LOCALE ? &__locale_global : l);
}
