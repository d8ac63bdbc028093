#include <stdlib.h>
#include "random_impl.h"

/* Type 0 is a plain linear congruential generator in one word; the
   others add word n - sep to word n - deg (see __random.c). */
hidden const unsigned char __random_deg[5] = { 0, 7, 15, 31, 63 };
hidden const unsigned char __random_sep[5] = { 0, 3, 1, 3, 1 };

/* Records buf's position in the header word before its state, so that
   setstate_r can come back to it. */
hidden void __random_r_save(struct random_data *buf)
{
	if (!buf->state)
		return;
	if (!buf->rand_type)
		buf->state[-1] = 0;
	else
		buf->state[-1] = __RANDOM_TYPES * (buf->rptr - buf->state) + buf->rand_type;
}
