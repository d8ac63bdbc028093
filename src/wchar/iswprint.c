#include "wctype_impl.h"

int iswprint(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_PRINT & 1;
}
