#include "pthread_impl.h"

int pthread_attr_getstacksize(const pthread_attr_t *restrict a, size_t *restrict size)
{
	*size = a->_a_stacksize ? a->_a_stacksize : __stack_default();
	return 0;
}
