#include "wctype_impl.h"

int iswcntrl(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_CNTRL & 1;
}
