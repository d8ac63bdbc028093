#include "libm_ext.h"

long double atanl(long double x)
{
	if (isnan(x))
		return x + x;
	long double r;
	__asm__("fld1; fpatan" : "=t"(r) : "0"(x));
	return r;
}
