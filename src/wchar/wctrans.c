#include "wctype_impl.h"

wctrans_t wctrans(const char *name)
{
	return __wc_trans(name);
}
