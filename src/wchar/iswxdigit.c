#include "wctype_impl.h"

int iswxdigit(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_XDIGIT & 1;
}
