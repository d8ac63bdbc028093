#include "wctype_impl.h"

/* A null mapping (what wctrans gives for an unknown name) changes
   nothing. */
wint_t towctrans(wint_t c, wctrans_t t)
{
	return t ? __wc_map(c, *t, __locale_cur()) : c;
}
