#include "libm_ext.h"

/* fsqrt rounds to the 64-bit significand (the precision control is at
   its default, extended) in the x87 rounding mode. */
long double sqrtl(long double x)
{
	if (x < 0) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	__asm__("fsqrt" : "+t"(x));
	return x;
}
