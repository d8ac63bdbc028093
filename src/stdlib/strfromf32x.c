#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float32x has double's format. */
int strfromf32x(char *restrict s, size_t n, const char *restrict format, __f32x v)
{
	return strfromd(s, n, format, v);
}
