#include <stdlib.h>

/* erand48_r on buf's own X. */
int drand48_r(struct drand48_data *restrict buf, double *restrict result)
{
	return erand48_r(buf->__x, buf, result);
}
