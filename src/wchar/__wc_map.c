#include "wctype_impl.h"

hidden wint_t __wc_map(wint_t c, int upper, const struct __locale_struct *l)
{
	const struct __wc_case_run *r = upper ? __wc_upper_runs : __wc_lower_runs;
	unsigned lo = 0, hi = upper ? __wc_upper_runs_count : __wc_lower_runs_count;

	if (c >= 0x110000 || (c >= 0x80 && !__locale_is_utf8(l)))
		return c;
	/* Runs never interleave, so only the last one starting at or
	   below c can hold it. */
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (r[mid].first <= c)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo) {
		const struct __wc_case_run *p = &r[lo - 1];
		unsigned off = c - p->first;
		if (off % p->step == 0 && off / p->step < p->count)
			return c + p->delta;
	}
	return c;
}
