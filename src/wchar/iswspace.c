#include "wctype_impl.h"

int iswspace(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_SPACE & 1;
}
