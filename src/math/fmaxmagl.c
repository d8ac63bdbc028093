#define _GNU_SOURCE
#include "libm.h"

/* TS 18661-1's maxNumMag: the argument of larger magnitude, else as
   fmax (a quiet NaN is missing data). */
long double fmaxmagl(long double x, long double y)
{
	long double ax = fabsl(x), ay = fabsl(y);
	if (isgreater(ax, ay))
		return x;
	if (isless(ax, ay))
		return y;
	return fmaxl(x, y);
}
