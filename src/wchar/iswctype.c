#include "wctype_impl.h"

int iswctype(wint_t c, wctype_t t)
{
	if (t - 1 > __WC_XDIGIT)
		return 0;
	return __wc_props(c, __locale_cur()) >> (t - 1) & 1;
}
