#include "libm_ext.h"

/* asinh(a) = log1p(a + a^2 / (1 + sqrt(1 + a^2))), no cancellation; for
   large a, log(2a) = log(a) + ln(2) to avoid squaring. */
long double asinhl(long double x)
{
	long double a = fabsl(x), r;
	if (!isfinite(x) || a < 0x1p-33L)
		return x + x * 0x1p-70L * a;
	if (a > 0x1p33L)
		r = logl(a) + 0xb17217f7d1cf79acp-64L;
	else
		r = log1pl(a + a * a / (1 + sqrtl(1 + a * a)));
	return signbit(x) ? -r : r;
}
