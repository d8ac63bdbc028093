#define _GNU_SOURCE
#define NARROW_TO float
#define NARROW_FROM long double
#define NARROW_OP(x, y, z) (__builtin_sqrtl(x))
#include "narrow_impl.h"

/* The square root rounded once to float (narrow_impl.h says how); the
   quiet comparison raises nothing for a NaN. */
float fsqrtl(long double x)
{
	return narrow(1, x, 0, 0, isless(x, 0));
}
