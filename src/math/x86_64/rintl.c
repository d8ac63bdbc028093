#include <math.h>

/* frndint rounds in the x87 rounding mode and raises inexact. */
long double rintl(long double x)
{
	__asm__("frndint" : "+t"(x));
	return x;
}
