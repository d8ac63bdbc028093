#include <stdlib.h>
#include <errno.h>
#include <limits.h>
#include "scan.h"

unsigned long long strtoull(const char *restrict s, char **restrict end, int base)
{
	struct __scan_src src;
	long long valid;
	unsigned long long v;

	if (base < 0 || base == 1 || base > 36) {
		if (end)
			*end = (char *)s;
		errno = EINVAL;
		return 0;
	}
	__scan_str(&src, s);
	v = __intscan(&src, base, 0, ULLONG_MAX, &valid);
	if (end)
		*end = (char *)s + (valid < 0 ? 0 : valid);
	return v;
}
