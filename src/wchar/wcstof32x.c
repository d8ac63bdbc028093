#define _GNU_SOURCE
#include <wchar.h>
#include "floatn.h"

/* _Float32x has double's format. */
__f32x wcstof32x(const wchar_t *restrict s, wchar_t **restrict end)
{
	return wcstod(s, end);
}
