#include <stdlib.h>
#include "rand48.h"

/* The high 32 bits of X are the low 32 bits of seed; the low 16 are 0x330E. */
void srand48(long seed)
{
	__rand48.x[0] = 0x330e;
	__rand48.x[1] = (unsigned short)seed;
	__rand48.x[2] = (unsigned short)(seed >> 16);
	__rand48_default_params();
}
