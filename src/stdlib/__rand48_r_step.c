#include <stdlib.h>
#include "random_impl.h"

hidden uint64_t __rand48_r_step(unsigned short x[3], struct drand48_data *buf)
{
	uint64_t v;

	if (!buf->__init) {
		buf->__a = 0x5deece66dULL;
		buf->__c = 0xb;
		buf->__init = 1;
	}
	v = (uint64_t)x[2] << 32 | (uint64_t)x[1] << 16 | x[0];
	v = (v * buf->__a + buf->__c) & 0xffffffffffffULL;
	x[0] = (unsigned short)v;
	x[1] = (unsigned short)(v >> 16);
	x[2] = (unsigned short)(v >> 32);
	return v;
}
