#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float32 has float's format. */
__f32 strtof32(const char *restrict s, char **restrict end)
{
	return strtof(s, end);
}
