#define _GNU_SOURCE
#include "libm.h"

/* Every double is a long double, and the integer nearest it is again
   a double: the conversions are exact and raise nothing (a signaling
   NaN is quieted with invalid, as an operation must). */
double roundeven(double x)
{
	return (double)roundevenl(x);
}
