#include <math.h>

/* fistp rounds in the x87 mode; out of range or NaN it stores the
   "integer indefinite" (LONG_MIN) and raises invalid, as C allows. */
long lrintl(long double x)
{
	long r;
	__asm__("fistpll %0" : "=m"(r) : "t"(x) : "st");
	return r;
}
