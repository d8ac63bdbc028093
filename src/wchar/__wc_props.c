#include "wctype_impl.h"

hidden unsigned __wc_props(wint_t c, const struct __locale_struct *l)
{
	unsigned lo = 0, hi = __wc_runs_count;

	/* The C locale knows only ASCII, whose data is the same in both. */
	if (c >= 0x110000 || (c >= 0x80 && !__locale_is_utf8(l)))
		return 0;
	/* The last run whose first code point is <= c; run 0 starts at 0. */
	while (hi - lo > 1) {
		unsigned mid = lo + (hi - lo) / 2;
		if (__wc_runs[mid] >> 8 <= c)
			lo = mid;
		else
			hi = mid;
	}
	return __wc_kinds[__wc_runs[lo] & 0xff];
}
