#define _GNU_SOURCE
#include "libm.h"

/* TS 18661-1's maxNumMag: the argument of larger magnitude, else as
   fmax (a quiet NaN is missing data). */
double fmaxmag(double x, double y)
{
	double ax = fabs(x), ay = fabs(y);
	if (isgreater(ax, ay))
		return x;
	if (isless(ax, ay))
		return y;
	return fmax(x, y);
}
