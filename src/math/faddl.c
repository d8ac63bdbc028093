#define _GNU_SOURCE
#define NARROW_TO float
#define NARROW_FROM long double
#define NARROW_OP(x, y, z) ((x) + (y))
#include "narrow_impl.h"

/* The sum rounded once to float (narrow_impl.h says how). */
float faddl(long double x, long double y)
{
	return narrow(2, x, y, 0, 0);
}
