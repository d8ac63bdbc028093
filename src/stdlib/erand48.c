#include <stdlib.h>
#include "rand48.h"

/* X / 2^48 is exact in a double (48 < 53 bits), in [0, 1). */
double erand48(unsigned short xsubi[3])
{
	return (double)__rand48_step(xsubi) * 0x1p-48;
}
