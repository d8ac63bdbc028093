#include "wctype_impl.h"

wint_t towupper(wint_t c)
{
	return __wc_map(c, 1, __locale_cur());
}
