#include "wscan.h"

long double wcstold(const wchar_t *restrict s, wchar_t **restrict end)
{
	struct __scan_src src;
	long long valid;
	size_t skip = __wscan_init(&src, s);
	long double r = __floatscan(&src, 2, &valid);

	if (end)
		*end = (wchar_t *)s + (valid < 0 ? 0 : skip + valid);
	return r;
}
