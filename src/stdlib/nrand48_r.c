#include <stdlib.h>
#include "random_impl.h"

/* The top 31 bits of the new X: in [0, 2^31). */
int nrand48_r(unsigned short xsubi[3], struct drand48_data *restrict buf,
	      long *restrict result)
{
	*result = (long)(__rand48_r_step(xsubi, buf) >> 17);
	return 0;
}
