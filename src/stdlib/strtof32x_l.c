#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float32x has double's format. */
__f32x strtof32x_l(const char *restrict s, char **restrict end, locale_t l)
{
	return strtod_l(s, end, l);
}
