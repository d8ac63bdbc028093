#include "libm_ext.h"

/* The pieces of erf and erfc in long double.
   exp(-x^2) is formed from x^2 split exactly into xh^2 + (2 xh xl + xl^2)
   (xh the upper 32 bits of x), so the exponent carries no rounding
   error however large x^2 is.
   For |x| < 1.5, erf(x) = 2/sqrt(pi) exp(-x^2) sum 2^n x^(2n+1) / (2n+1)!!:
   positive terms, no cancellation.
   For x >= 0.75, erfc(x) = exp(-x^2)/sqrt(pi) / K(x) with Laplace's
   continued fraction K = x + (1/2)/(x + 1/(x + (3/2)/(x + ...))),
   evaluated backwards from a depth that gives 2^-66 at the start of
   each range (measured with mpmath). */
static const long double TWO_OVER_SQRTPI = 0x906eba8214db688dp-63L;
static const long double ONE_OVER_SQRTPI = 0x906eba8214db688dp-64L;

hidden long double __exp_negsq(long double x)
{
#if LDBL_MANT_DIG == 64
	union __ld80 u = { x };
	u.i.m &= ~0ull << 32;
#else
	union __ld128 u = { x };
	u.i.lo = 0;
	u.i.hi &= ~0ull << 16;
#endif
	long double xh = u.f, xl = x - xh;
	return expl(-xh * xh) * expl(-(2 * xh * xl + xl * xl));
}

hidden long double __erf_series(long double x)
{
	long double x2 = x * x, term = x, sum = x;
	for (int n = 1; n < 200; n++) {
		term *= 2 * x2 / (2 * n + 1);
		sum += term;
		if (term < sum * 0x1p-66L)
			break;
	}
	return TWO_OVER_SQRTPI * __exp_negsq(x) * sum;
}

hidden long double __erfc_cf(long double x)
{
	int depth = x < 1 ? 800 : x < 1.25L ? 400 : x < 2.5L ? 200 : x < 5 ? 100 : x < 10 ? 50 : 25;
	long double k = x;
	for (int n = depth; n > 0; n--)
		k = x + (long double)n / 2 / k;
	return ONE_OVER_SQRTPI * __exp_negsq(x) / k;
}
