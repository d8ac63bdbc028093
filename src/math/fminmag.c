#define _GNU_SOURCE
#include "libm.h"

/* TS 18661-1's minNumMag: the argument of smaller magnitude, else as
   fmin (a quiet NaN is missing data). */
double fminmag(double x, double y)
{
	double ax = fabs(x), ay = fabs(y);
	if (isless(ax, ay))
		return x;
	if (isgreater(ax, ay))
		return y;
	return fmin(x, y);
}
