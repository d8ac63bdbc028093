#include "libm_ext.h"

/* Small |x|: from expm1, no cancellation.  Large: e^(|x|/2) squared
   and halved, so that e^|x| itself need not be representable. */
long double sinhl(long double x)
{
	long double a = fabsl(x), r;
	if (!isfinite(x) || a < 0x1p-33L)
		return x + x * a;
	if (a < 1) {
		long double t = expm1l(a);
		r = (t + t / (t + 1)) / 2;
	} else if (a < 11355) {
		long double e = expl(a);
		r = (e - 1 / e) / 2;
	} else {
		long double w = expl(a / 2);
		r = w * (w / 2);
		if (isinf(r))
			errno = ERANGE;
	}
	return signbit(x) ? -r : r;
}
