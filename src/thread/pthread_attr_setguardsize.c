#include "pthread_impl.h"

/* Any size: it is rounded up to whole pages when the thread is made. */
int pthread_attr_setguardsize(pthread_attr_t *a, size_t size)
{
	a->_a_guardsize = size;
	return 0;
}
