#include "wctype_impl.h"

wctrans_t wctrans_l(const char *name, locale_t l)
{
	(void)l;
	return __wc_trans(name);
}
