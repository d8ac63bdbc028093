#define _GNU_SOURCE
#include "libm.h"

/* TS 18661-1's maxNumMag: the argument of larger magnitude, else as
   fmax (a quiet NaN is missing data). */
float fmaxmagf(float x, float y)
{
	float ax = fabsf(x), ay = fabsf(y);
	if (isgreater(ax, ay))
		return x;
	if (isless(ax, ay))
		return y;
	return fmaxf(x, y);
}
