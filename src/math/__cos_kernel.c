#include "libm.h"
#include "libm_coef.h"

/* cos(y0 + y1) = 1 - y0^2/2 + y0^4 c(y0^2) - y1 sin(y0).  y0^2 is taken
   exactly (hi + lo) and 1 - hi/2 is formed with its rounding error kept,
   so only the final add rounds at the result's ulp. */
double __cos_kernel(double y0, double y1)
{
	double zl, z = __two_prod(y0, y0, &zl);
	double hz = 0.5 * z;
	double w = 1.0 - hz;
	double z2 = z * z;
	double p = COS_C0 + z * COS_C1 + z2 * (COS_C2 + z * COS_C3) + z2 * z2 * (COS_C4 + z * (COS_C5 + z * COS_C6));
	return w + (((1.0 - w) - hz) + (z2 * p - (0.5 * zl + y0 * y1)));
}
