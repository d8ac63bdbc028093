#define _GNU_SOURCE
#define NARROW_TO float
#define NARROW_FROM double
#define NARROW_OP(x, y, z) (fma(x, y, z))
#include "narrow_impl.h"

/* x*y + z rounded once to float (narrow_impl.h says how). */
float ffma(double x, double y, double z)
{
	return narrow(3, x, y, z, 0);
}
