#include <errno.h>
#include <stdlib.h>
#include "random_impl.h"

/* buf goes back to a state initstate_r prepared, where it was left; the
   state it leaves keeps its position.  0, or -1 with EINVAL when the
   state's header is not one initstate_r wrote. */
int setstate_r(char *restrict state, struct random_data *restrict buf)
{
	int32_t *st = (int32_t *)state + 1, head;
	int type, pos, deg;

	if (!buf || !state) {
		errno = EINVAL;
		return -1;
	}
	head = st[-1];
	type = head % __RANDOM_TYPES;
	pos = head / __RANDOM_TYPES;
	deg = __random_deg[type < 0 ? 0 : type];
	if (head < 0 || (type && pos >= deg) || (!type && pos)) {
		errno = EINVAL;
		return -1;
	}
	__random_r_save(buf);
	buf->rand_type = type;
	buf->rand_deg = deg;
	buf->rand_sep = __random_sep[type];
	buf->state = st;
	buf->end_ptr = st + deg;
	if (type) {
		buf->rptr = st + pos;
		buf->fptr = st + (pos + __random_sep[type]) % deg;
	}
	return 0;
}
