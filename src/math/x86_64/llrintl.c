#include <math.h>

/* fistp rounds in the x87 mode; out of range or NaN it stores the
   "integer indefinite" (LLONG_MIN) and raises invalid, as C allows. */
long long llrintl(long double x)
{
	long long r;
	__asm__("fistpll %0" : "=m"(r) : "t"(x) : "st");
	return r;
}
