#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float64 has double's format. */
__f64 strtof64_l(const char *restrict s, char **restrict end, locale_t l)
{
	return strtod_l(s, end, l);
}
