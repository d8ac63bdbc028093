#include "libm_ext.h"

/* For |x| < ln(2)/2 f2xm1 gives 2^t - 1 without cancellation; the
   product x*log2(e) has a relative error of one rounding only.  Beyond,
   e^x - 1 loses at most a bit. */
static const long double LOG2E = 0xb8aa3b295c17f0bcp-63L;

long double expm1l(long double x)
{
	if (isnan(x))
		return x + x;
	if (x == 0)
		return x;
	if (fabsl(x) < 0.34L) {
		long double t = x * LOG2E;
		__asm__("f2xm1" : "+t"(t));
		return t;
	}
	if (x < -50)
		return -1 + 0x1p-100L;   /* -1 rounded as the mode says, inexact */
	return expl(x) - 1;
}
