#include <limits.h>
#include "rwlock_impl.h"

/* EINVAL for a count of 0 (or above INT_MAX, which the words cannot hold). */
int pthread_barrier_init(pthread_barrier_t *restrict b, const pthread_barrierattr_t *restrict attr,
			 unsigned count)
{
	if (!count || count > INT_MAX)
		return EINVAL;
	*b = (pthread_barrier_t){ 0 };
	b->_b_count = count;
	b->_b_shared = attr ? attr->__attr : 0;
	return 0;
}
