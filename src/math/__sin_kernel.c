#include "libm.h"
#include "libm_coef.h"

/* sin(y0 + y1) = sin(y0) + y1 cos(y0), and y1 is below half an ulp of
   y0, so cos(y0) ~ 1 - y0^2/2 is plenty for it.  The odd polynomial's
   terms past y0 are at most 0.1 y0 and are added last. */
double __sin_kernel(double y0, double y1)
{
	double z = y0 * y0;
	double s = z * y0;
	double z2 = z * z;
	double p = SIN_S1 + z * SIN_S2 + z2 * (SIN_S3 + z * SIN_S4) + z2 * z2 * (SIN_S5 + z * SIN_S6);
	return y0 + (s * (SIN_S0 + z * p) + y1 * (1.0 - 0.5 * z));
}
