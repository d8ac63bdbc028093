#include <stdlib.h>

/* BSD's name for strtoull, from the days of u_quad_t. */
unsigned long long strtouq(const char *restrict s, char **restrict end, int base)
{
	return strtoull(s, end, base);
}
