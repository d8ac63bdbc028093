#include "libm_ext.h"

long double acoshl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x < 1) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (x > 0x1p33L)
		return logl(x) + 0xb17217f7d1cf79acp-64L;
	if (x < 2) {
		long double t = x - 1;      /* exact */
		return log1pl(t + sqrtl(2 * t + t * t));
	}
	return logl(2 * x - 1 / (x + sqrtl(x * x - 1)));
}
