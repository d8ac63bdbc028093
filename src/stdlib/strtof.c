#include <stdlib.h>
#include "scan.h"

float strtof(const char *restrict s, char **restrict end)
{
	struct __scan_src src;
	long long valid;
	float r;

	__scan_str(&src, s);
	r = __scan_float(__floatscan(&src, 0, &valid));
	if (end)
		*end = (char *)s + (valid < 0 ? 0 : valid);
	return r;
}
