#define _GNU_SOURCE
#include <wchar.h>
#include "floatn.h"

/* _Float32x has double's format. */
__f32x wcstof32x_l(const wchar_t *restrict s, wchar_t **restrict end, locale_t l)
{
	return wcstod_l(s, end, l);
}
