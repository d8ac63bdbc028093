#define _GNU_SOURCE
#include "libm.h"

/* Every float is a long double, and the integer nearest it is again
   a float: the conversions are exact and raise nothing (a signaling
   NaN is quieted with invalid, as an operation must). */
float roundevenf(float x)
{
	return (float)roundevenl(x);
}
