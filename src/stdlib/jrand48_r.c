#include <stdint.h>
#include <stdlib.h>
#include "random_impl.h"

/* The top 32 bits of the new X as a signed value: in [-2^31, 2^31). */
int jrand48_r(unsigned short xsubi[3], struct drand48_data *restrict buf,
	      long *restrict result)
{
	*result = (int32_t)(uint32_t)(__rand48_r_step(xsubi, buf) >> 16);
	return 0;
}
