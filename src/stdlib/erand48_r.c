#include <stdlib.h>
#include "random_impl.h"

/* X / 2^48, in [0, 1), stepping the caller's xsubi with buf's a and c. */
int erand48_r(unsigned short xsubi[3], struct drand48_data *restrict buf,
	      double *restrict result)
{
	*result = (double)__rand48_r_step(xsubi, buf) * 0x1p-48;
	return 0;
}
