#include <stdlib.h>

/* BSD's name for strtoll, from the days of quad_t. */
long long strtoq(const char *restrict s, char **restrict end, int base)
{
	return strtoll(s, end, base);
}
