#include "libm.h"

/* As nextafter, the direction given in long double (x == y is then
   compared exactly, and y's value is x's).  One step of the encoding: for finite nonzero values the encodings of
   one sign are ordered like the values.  Stepping to infinity raises
   overflow, to a subnormal or zero underflow (both with inexact and
   ERANGE), as Annex F asks. */
double nexttoward(double x, long double y)
{
	if (isnan(x) || isnan(y))
		return (double)(x + y);
	if (x == y)
		return (double)y;
	uint64_t u;
	if (x == 0)
		u = (signbit(y) ? 1ull << 63 : 0) | 1;
	else if ((x < y) == !signbit(x))
		u = __f64_bits(x) + 1;
	else
		u = __f64_bits(x) - 1;
	int e = u >> 52 & 0x7ff;
	if (e == 0x7ff) {
		volatile double big = 0x1p1023;
		__fp_force(big * big);
		errno = ERANGE;
	} else if (e == 0) {
		volatile double tiny = 0x1p-1022;
		__fp_force(tiny * tiny);
		errno = ERANGE;
	}
	return __f64_from(u);
}
