#define _GNU_SOURCE
#include "pthread_impl.h"

int pthread_getattr_default_np(pthread_attr_t *a)
{
	pthread_attr_init(a);
	a->_a_stacksize = __stack_default();
	a->_a_guardsize = __default_guardsize;
	return 0;
}
