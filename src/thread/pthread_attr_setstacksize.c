#include <errno.h>
#include <limits.h>
#include "pthread_impl.h"

int pthread_attr_setstacksize(pthread_attr_t *a, size_t size)
{
	if (size < PTHREAD_STACK_MIN || size > SIZE_MAX / 4)
		return EINVAL;
	a->_a_stacksize = size;
	a->_a_flags &= ~A_HAS_STACK;
	return 0;
}
