#include "pthread_impl.h"

int pthread_attr_getschedpolicy(const pthread_attr_t *restrict a, int *restrict policy)
{
	*policy = a->_a_flags & 0xff;
	return 0;
}
