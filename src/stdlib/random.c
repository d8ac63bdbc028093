#include <stdlib.h>
#include "lock.h"
#include "random_impl.h"

/* A number in 0..RAND_MAX from the current state; thread-safe. */
long random(void)
{
	long r;

	__lock(&__random_lock);
	r = __random_locked();
	__unlock(&__random_lock);
	return r;
}
