#include <stdlib.h>
#include "scan.h"

long double strtold(const char *restrict s, char **restrict end)
{
	struct __scan_src src;
	long long valid;
	long double r;

	__scan_str(&src, s);
	r = __floatscan(&src, 2, &valid);
	if (end)
		*end = (char *)s + (valid < 0 ? 0 : valid);
	return r;
}
