#include <errno.h>
#include <stdlib.h>
#include "random_impl.h"

/* Seeds buf's generator as srandom seeds random's (the same sequence for
   the same seed and state size): 0, or -1 with EINVAL. */
int srandom_r(unsigned seed, struct random_data *buf)
{
	int32_t *st, x, dummy;
	unsigned type, deg, i;

	if (!buf || !buf->state || (unsigned)buf->rand_type >= __RANDOM_TYPES) {
		errno = EINVAL;
		return -1;
	}
	type = buf->rand_type;
	st = buf->state;
	x = (int32_t)(seed ? seed : 1);
	st[0] = x;
	if (!type)
		return 0;
	deg = __random_deg[type];
	/* Park and Miller's 16807 x mod (2^31 - 1) by Schrage's method, as
	   __srandom_locked does. */
	for (i = 1; i < deg; i++) {
		int32_t hi = x / 127773, lo = x % 127773;
		x = 16807 * lo - 2836 * hi;
		if (x < 0)
			x += 2147483647;
		st[i] = x;
	}
	buf->rptr = st;
	buf->fptr = st + __random_sep[type];
	for (i = 0; i < 10 * deg; i++)
		random_r(buf, &dummy);
	return 0;
}
