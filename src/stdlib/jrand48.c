#include <stdint.h>
#include <stdlib.h>
#include "rand48.h"

/* The top 32 bits as a signed value: [-2^31, 2^31). */
long jrand48(unsigned short xsubi[3])
{
	return (int32_t)(uint32_t)(__rand48_step(xsubi) >> 16);
}
