#include "wctype_impl.h"

int iswalpha(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_ALPHA & 1;
}
