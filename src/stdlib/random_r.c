#include <errno.h>
#include <stdlib.h>
#include "random_impl.h"

/* The next 31-bit value of buf's generator into *result: 0, or -1 with
   EINVAL when buf or result is null. */
int random_r(struct random_data *restrict buf, int32_t *restrict result)
{
	int32_t *st;
	uint32_t v;

	if (!buf || !result || !buf->state) {
		errno = EINVAL;
		return -1;
	}
	st = buf->state;
	if (!buf->rand_type) {
		v = ((uint32_t)st[0] * 1103515245u + 12345u) & 0x7fffffff;
		st[0] = v;
		*result = v;
		return 0;
	}
	v = (uint32_t)*buf->fptr + (uint32_t)*buf->rptr;
	*buf->fptr = v;
	*result = v >> 1;
	if (++buf->fptr == buf->end_ptr)
		buf->fptr = st;
	if (++buf->rptr == buf->end_ptr)
		buf->rptr = st;
	return 0;
}
