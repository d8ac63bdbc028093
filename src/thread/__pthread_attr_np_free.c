#include <stdlib.h>
#include "pthread_impl.h"

/* Linked only through pthread_attr_setaffinity_np and
   pthread_attr_setsigmask_np: the only allocations an attribute owns. */
hidden void __pthread_attr_np_free(pthread_attr_t *a)
{
	free((void *)a->_a_sigmask);
	free((void *)a->_a_affinity);
	a->_a_sigmask = a->_a_affinity = 0;
}
