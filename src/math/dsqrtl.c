#define _GNU_SOURCE
#define NARROW_TO double
#define NARROW_FROM long double
#define NARROW_OP(x, y, z) (__builtin_sqrtl(x))
#include "narrow_impl.h"

/* The square root rounded once to double (narrow_impl.h says how); the
   quiet comparison raises nothing for a NaN. */
double dsqrtl(long double x)
{
	return narrow(1, x, 0, 0, isless(x, 0));
}
