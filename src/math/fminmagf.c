#define _GNU_SOURCE
#include "libm.h"

/* TS 18661-1's minNumMag: the argument of smaller magnitude, else as
   fmin (a quiet NaN is missing data). */
float fminmagf(float x, float y)
{
	float ax = fabsf(x), ay = fabsf(y);
	if (isless(ax, ay))
		return x;
	if (isgreater(ax, ay))
		return y;
	return fminf(x, y);
}
