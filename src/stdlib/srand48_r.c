#include <stdlib.h>

/* As srand48: X's high 32 bits from the low 32 of seed, its low 16 bits
   0x330E, and POSIX's multiplier and addend. */
int srand48_r(long seed, struct drand48_data *buf)
{
	buf->__x[0] = 0x330e;
	buf->__x[1] = (unsigned short)seed;
	buf->__x[2] = (unsigned short)(seed >> 16);
	buf->__a = 0x5deece66dULL;
	buf->__c = 0xb;
	buf->__init = 1;
	return 0;
}
