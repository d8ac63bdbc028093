#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float32x has double's format. */
__f32x strtof32x(const char *restrict s, char **restrict end)
{
	return strtod(s, end);
}
