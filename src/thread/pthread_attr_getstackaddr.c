#include "pthread_impl.h"

/* The top of the stack, as pthread_attr_setstackaddr takes it. */
int pthread_attr_getstackaddr(const pthread_attr_t *a, void **top)
{
	size_t size = a->_a_stacksize ? a->_a_stacksize : __stack_default();

	*top = (void *)(a->_a_stackaddr + size);
	return 0;
}
