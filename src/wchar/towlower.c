#include "wctype_impl.h"

wint_t towlower(wint_t c)
{
	return __wc_map(c, 0, __locale_cur());
}
