#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* _Float64 has double's format. */
__f64 strtof64(const char *restrict s, char **restrict end)
{
	return strtod(s, end);
}
