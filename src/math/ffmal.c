#define _GNU_SOURCE
#define NARROW_TO float
#define NARROW_FROM long double
#define NARROW_OP(x, y, z) (fmal(x, y, z))
#include "narrow_impl.h"

/* x*y + z rounded once to float (narrow_impl.h says how). */
float ffmal(long double x, long double y, long double z)
{
	return narrow(3, x, y, z, 0);
}
