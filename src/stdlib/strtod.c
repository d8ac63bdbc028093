#include <stdlib.h>
#include "scan.h"

double strtod(const char *restrict s, char **restrict end)
{
	struct __scan_src src;
	long long valid;
	double r;

	__scan_str(&src, s);
	r = __scan_double(__floatscan(&src, 1, &valid));
	if (end)
		*end = (char *)s + (valid < 0 ? 0 : valid);
	return r;
}
