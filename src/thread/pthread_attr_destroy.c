#include "pthread_impl.h"

/* Weak: present only when a setter made copies (see pthread_impl.h). */
hidden void __pthread_attr_np_free(pthread_attr_t *a) weak;

int pthread_attr_destroy(pthread_attr_t *a)
{
	if (__pthread_attr_np_free)
		__pthread_attr_np_free(a);
	return 0;
}
