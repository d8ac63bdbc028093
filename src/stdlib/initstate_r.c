#include <errno.h>
#include <stdlib.h>
#include "random_impl.h"

/* state (size bytes, at least 8) becomes buf's generator, seeded with
   seed; its size picks the type as initstate's does.  The state buf had
   before keeps its position for setstate_r.  0, or -1 with EINVAL. */
int initstate_r(unsigned seed, char *restrict state, size_t size,
		struct random_data *restrict buf)
{
	static const unsigned short at_least[5] = { 8, 32, 64, 128, 256 };
	int32_t *st = (int32_t *)state + 1;
	int type = 4;

	if (!buf || !state || size < 8) {
		errno = EINVAL;
		return -1;
	}
	while (size < at_least[type])
		type--;
	__random_r_save(buf);
	buf->rand_type = type;
	buf->rand_deg = __random_deg[type];
	buf->rand_sep = __random_sep[type];
	buf->state = st;
	buf->end_ptr = st + __random_deg[type];
	srandom_r(seed, buf);
	__random_r_save(buf);
	return 0;
}
