#include <errno.h>
#include "wscan.h"

/* The body of wcstol, wcstoul, wcstoll and wcstoull: signed says whether
   the range is [-lim-1, lim] or [0, lim] (with C's negation of unsigned
   results); the value comes back as the unsigned bits the caller casts. */
hidden unsigned long long __wcstoint(const wchar_t *restrict s, wchar_t **restrict end,
				     int base, int is_signed, unsigned long long lim)
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
	v = __intscan(&src, base, is_signed, lim, &valid);
	if (end)
		*end = (wchar_t *)s + (valid < 0 ? 0 : skip + valid);
	return v;
}
