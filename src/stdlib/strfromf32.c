#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float32 has float's format. */
int strfromf32(char *restrict s, size_t n, const char *restrict format, __f32 v)
{
	return strfromf(s, n, format, v);
}
