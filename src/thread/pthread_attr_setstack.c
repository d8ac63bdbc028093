#include <errno.h>
#include <limits.h>
#include "pthread_impl.h"

/* The caller owns [addr, addr+size): weft puts nothing of its own there
   (the thread's TLS and descriptor get their own mapping). */
int pthread_attr_setstack(pthread_attr_t *a, void *addr, size_t size)
{
	if (size < PTHREAD_STACK_MIN || size > SIZE_MAX / 4)
		return EINVAL;
	a->_a_stackaddr = (unsigned long)addr;
	a->_a_stacksize = size;
	a->_a_flags |= A_HAS_STACK;
	return 0;
}
