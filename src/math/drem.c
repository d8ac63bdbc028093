#include "libm.h"

/* The old BSD name of remainder. */
double drem(double x, double y)
{
	return remainder(x, y);
}
