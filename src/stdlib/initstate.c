#include <errno.h>
#include <stdlib.h>
#include "lock.h"
#include "random_impl.h"

/* Makes state (size bytes, at least 8) the current state, seeded with seed;
   returns the previous state.  Sizes between the traditional ones (8, 32,
   64, 128, 256) use the largest that fits. */
char *initstate(unsigned seed, char *state, size_t size)
{
	char *old;

	if (size < 8) {
		errno = EINVAL;
		return 0;
	}
	__lock(&__random_lock);
	old = (char *)__random_state;
	__random_state = (__rword *)state;
	__random_set_header(__random_state, __random_type(size), 0);
	__srandom_locked(seed);
	__unlock(&__random_lock);
	return old;
}
