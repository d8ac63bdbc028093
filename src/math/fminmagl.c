#define _GNU_SOURCE
#include "libm.h"

/* TS 18661-1's minNumMag: the argument of smaller magnitude, else as
   fmin (a quiet NaN is missing data). */
long double fminmagl(long double x, long double y)
{
	long double ax = fabsl(x), ay = fabsl(y);
	if (isless(ax, ay))
		return x;
	if (isgreater(ax, ay))
		return y;
	return fminl(x, y);
}
