#include "wctype_impl.h"

int iswdigit(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_DIGIT & 1;
}
