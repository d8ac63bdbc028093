#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float64 has double's format. */
int strfromf64(char *restrict s, size_t n, const char *restrict format, __f64 v)
{
	return strfromd(s, n, format, v);
}
