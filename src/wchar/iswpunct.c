#include "wctype_impl.h"

int iswpunct(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_PUNCT & 1;
}
