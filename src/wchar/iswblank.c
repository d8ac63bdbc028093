#include "wctype_impl.h"

int iswblank(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_BLANK & 1;
}
