#include "libm.h"

/* x * 2^n for an integer-valued double n.  An infinite n gives x * inf
   or x / inf (0 * inf and inf / inf are invalid); a non-integer n is a
   domain error.  A huge n is clamped: the result is already zero or
   infinite by then. */
double scalb(double x, double n)
{
	if (isnan(x) || isnan(n))
		return x * n;
	if (isinf(n)) {
		if ((n > 0 && x == 0) || (n < 0 && isinf(x)))
			errno = EDOM;
		return n > 0 ? x * n : x / -n;
	}
	if (trunc(n) != n) {
		errno = EDOM;
		return (n - n) / (n - n);
	}
	if (n > 70000)
		n = 70000;
	else if (n < -70000)
		n = -70000;
	return scalbn(x, (int)n);
}
