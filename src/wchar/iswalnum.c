#include "wctype_impl.h"

int iswalnum(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_ALNUM & 1;
}
