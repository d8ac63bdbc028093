#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float64x has long double's format. */
int strfromf64x(char *restrict s, size_t n, const char *restrict format, __f64x v)
{
	return strfroml(s, n, format, v);
}
