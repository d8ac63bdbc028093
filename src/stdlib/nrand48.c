#include <stdlib.h>
#include "rand48.h"

/* The top 31 bits: [0, 2^31). */
long nrand48(unsigned short xsubi[3])
{
	return (long)(__rand48_step(xsubi) >> 17);
}
