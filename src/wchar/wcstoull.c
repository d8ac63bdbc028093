#include <errno.h>
#include <limits.h>
#include "wscan.h"

unsigned long long wcstoull(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	struct __scan_src src;
	long long valid;
	unsigned long long v;
	size_t skip;

	if (base < 0 || base == 1 || base > 36) {
		if (end)
			*end = (wchar_t *)s;
		errno = EINVAL;
		return 0;
	}
	skip = __wscan_init(&src, s);
	v = __intscan(&src, base, 0, ULLONG_MAX, &valid);
	if (end)
		*end = (wchar_t *)s + (valid < 0 ? 0 : skip + valid);
	return v;
}
