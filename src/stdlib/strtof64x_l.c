#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float64x has long double's format. */
__f64x strtof64x_l(const char *restrict s, char **restrict end, locale_t l)
{
	return strtold_l(s, end, l);
}
