#define _GNU_SOURCE
#include <wchar.h>
#include "floatn.h"

/* _Float32 has float's format. */
__f32 wcstof32(const wchar_t *restrict s, wchar_t **restrict end)
{
	return wcstof(s, end);
}
