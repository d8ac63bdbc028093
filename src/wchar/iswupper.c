#include "wctype_impl.h"

int iswupper(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_UPPER & 1;
}
