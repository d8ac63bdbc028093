#include "wscan.h"

float wcstof(const wchar_t *restrict s, wchar_t **restrict end)
{
	struct __scan_src src;
	long long valid;
	size_t skip = __wscan_init(&src, s);
	float r = __scan_float(__floatscan(&src, 0, &valid));

	if (end)
		*end = (wchar_t *)s + (valid < 0 ? 0 : skip + valid);
	return r;
}
