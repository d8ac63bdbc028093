#define _GNU_SOURCE
#include "libm_ext.h"

/* Every float and double is a long double, so one version serves all
   three types.  The rounding is done on x - trunc(x), which is exact,
   so nothing is raised on the way except what is asked for. */
hidden uintmax_t __fromfp(long double x, int rnd, unsigned width, int uns, int exact_flag)
{
	if (width > 64)
		width = 64;
	if (!isfinite(x) || width == 0)
		goto invalid;
	long double t = truncl(x), frac = x - t, half = fabsl(frac);
	long double away = signbit(x) ? -1 : 1;
	switch (rnd) {
	case FP_INT_UPWARD:
		if (frac > 0)
			t += 1;
		break;
	case FP_INT_DOWNWARD:
		if (frac < 0)
			t -= 1;
		break;
	case FP_INT_TOWARDZERO:
		break;
	case FP_INT_TONEARESTFROMZERO:
		if (half >= 0.5L)
			t += away;
		break;
	default:
		/* FP_INT_TONEAREST, and the unspecified other values */
		if (half > 0.5L || (half == 0.5L && truncl(t * 0.5L) != t * 0.5L))
			t += away;
		break;
	}
	/* t is an integer of at most LDBL_MANT_DIG + 1 bits: exact bounds */
	long double lim = uns ? (long double)(1ull << (width - 1)) * 2 : (long double)(1ull << (width - 1));
	if (uns ? (t < 0 || t >= lim) : (t < -lim || t >= lim))
		goto invalid;
	if (exact_flag && frac != 0)
		feraiseexcept(FE_INEXACT);
	if (t < 0)
		return -(uintmax_t)(-t);
	return (uintmax_t)t;
invalid:
	/* the value is unspecified: glibc's, the bound on x's side */
	__fe_raise_invalid();
	errno = EDOM;
	if (width == 0)
		return 0;
	if (uns)
		return signbit(x) ? 0 : UINTMAX_MAX >> (64 - width);
	return signbit(x) ? -((uintmax_t)1 << (width - 1)) : ((uintmax_t)1 << (width - 1)) - 1;
}
