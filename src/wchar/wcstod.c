#include "wscan.h"

double wcstod(const wchar_t *restrict s, wchar_t **restrict end)
{
	struct __scan_src src;
	long long valid;
	size_t skip = __wscan_init(&src, s);
	double r = __scan_double(__floatscan(&src, 1, &valid));

	if (end)
		*end = (wchar_t *)s + (valid < 0 ? 0 : skip + valid);
	return r;
}
