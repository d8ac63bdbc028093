#define _GNU_SOURCE
#define NARROW_TO double
#define NARROW_FROM long double
#define NARROW_OP(x, y, z) ((x) / (y))
#include "narrow_impl.h"

/* The quotient rounded once to double (narrow_impl.h says how). */
double ddivl(long double x, long double y)
{
	return narrow(2, x, y, 0, y == 0);
}
