#include <stdlib.h>

/* nrand48_r on buf's own X. */
int lrand48_r(struct drand48_data *restrict buf, long *restrict result)
{
	return nrand48_r(buf->__x, buf, result);
}
