#include <stdlib.h>

/* jrand48_r on buf's own X. */
int mrand48_r(struct drand48_data *restrict buf, long *restrict result)
{
	return jrand48_r(buf->__x, buf, result);
}
