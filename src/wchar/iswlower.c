#include "wctype_impl.h"

int iswlower(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_LOWER & 1;
}
