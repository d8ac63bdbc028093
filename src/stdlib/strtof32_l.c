#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float32 has float's format. */
__f32 strtof32_l(const char *restrict s, char **restrict end, locale_t l)
{
	return strtof_l(s, end, l);
}
