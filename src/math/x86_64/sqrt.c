#include "libm.h"

/* sqrtsd is correctly rounded in the current mode and raises inexact
   itself; only the domain error needs errno. */
double sqrt(double x)
{
	if (x < 0)
		return __math_invalid(x);
	__asm__("sqrtsd %1, %0" : "=x"(x) : "x"(x));
	return x;
}
