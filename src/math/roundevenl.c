#define _GNU_SOURCE
#include "libm.h"

#if LDBL_MANT_DIG == 64
#define INTEGRAL 0x1p63L
#else
#define INTEGRAL 0x1p112L
#endif

/* To nearest, ties to even, without raising inexact: x - trunc(x) is
   exact, and from INTEGRAL up every value is an integer. */
long double roundevenl(long double x)
{
	if (isnan(x))
		return x + x;
	if (!(fabsl(x) < INTEGRAL))
		return x;
	long double t = truncl(x), d = fabsl(x - t);
	if (d > 0.5L || (d == 0.5L && truncl(t * 0.5L) != t * 0.5L))
		t += signbit(x) ? -1 : 1;
	return t;
}
