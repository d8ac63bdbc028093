#include "libm.h"
#include "libm_coef.h"

/* Near 0 a polynomial (|x| < 2^-5).  Elsewhere u = 1 + x rounded, d the
   exact rounding error of that sum (two-sum): log1p(x) = log(u) +
   log(1 + d/u), and d/u is below 2^-53, so log(u) as hi + lo plus d/u
   keeps the result within the final rounding. */
double log1p(double x)
{
	uint64_t ix = __f64_bits(x);
	uint32_t top = ix >> 52 & 0x7ff;

	if (top < 0x3fa) {
		/* |x| < 2^-5 */
		if (top < 0x3c9) {
			if (top == 0 && x != 0)
				__fp_force(x * x);
			return x;
		}
		double z = x * x;
		double q = LOG1P_Q0 + x * LOG1P_Q1 + z * (LOG1P_Q2 + x * LOG1P_Q3)
			+ z * z * (LOG1P_Q4 + x * LOG1P_Q5 + z * (LOG1P_Q6 + x * LOG1P_Q7)
				   + z * z * (LOG1P_Q8 + x * LOG1P_Q9 + z * (LOG1P_Q10 + x * LOG1P_Q11)));
		return x + z * (x * q - 0.5);
	}
	if (x <= -1.0 || top == 0x7ff) {
		if (x == -1.0)
			return __math_divzero(1);
		if (ix == 0x7ff0000000000000u)
			return x;
		return __math_invalid(x);
	}
	double d, u = __two_sum(1.0, x, &d);
	double lo, hi = __log_hl(u, &lo);
	return hi + (lo + d / u);
}
