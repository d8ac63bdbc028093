#define _GNU_SOURCE
#include <wchar.h>
#include "floatn.h"

/* _Float64x has long double's format. */
__f64x wcstof64x_l(const wchar_t *restrict s, wchar_t **restrict end, locale_t l)
{
	return wcstold_l(s, end, l);
}
