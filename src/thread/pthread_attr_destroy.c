#include <stdlib.h>
#include "pthread_impl.h"

/* Frees what the _np setters allocated (signal mask, CPU set). */
int pthread_attr_destroy(pthread_attr_t *a)
{
	free((void *)a->_a_sigmask);
	free((void *)a->_a_affinity);
	a->_a_sigmask = a->_a_affinity = 0;
	return 0;
}
