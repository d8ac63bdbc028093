#include "pthread_impl.h"

/* The lowest address of the stack and its size. */
int pthread_attr_getstack(const pthread_attr_t *restrict a, void **restrict addr,
			  size_t *restrict size)
{
	*addr = (void *)a->_a_stackaddr;
	*size = a->_a_stacksize ? a->_a_stacksize : __stack_default();
	return 0;
}
