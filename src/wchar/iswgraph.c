#include "wctype_impl.h"

int iswgraph(wint_t c)
{
	return __wc_props(c, __locale_cur()) >> __WC_GRAPH & 1;
}
