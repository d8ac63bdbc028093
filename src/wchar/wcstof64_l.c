#define _GNU_SOURCE
#include <wchar.h>
#include "floatn.h"

/* _Float64 has double's format. */
__f64 wcstof64_l(const wchar_t *restrict s, wchar_t **restrict end, locale_t l)
{
	return wcstod_l(s, end, l);
}
