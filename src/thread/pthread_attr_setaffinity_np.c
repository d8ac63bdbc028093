#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "pthread_impl.h"

/* Applied to the new thread before its start routine runs. */
int pthread_attr_setaffinity_np(pthread_attr_t *a, size_t size, const cpu_set_t *set)
{
	void *p;

	if (!size || !set) {
		free((void *)a->_a_affinity);
		a->_a_affinity = a->_a_affsize = 0;
		return 0;
	}
	if (!(p = malloc(size)))
		return ENOMEM;
	memcpy(p, set, size);
	free((void *)a->_a_affinity);
	a->_a_affinity = (unsigned long)p;
	a->_a_affsize = size;
	return 0;
}

/* Our copy is freed by pthread_attr_destroy through a weak reference:
   naming the freeing function here links it whenever copies exist. */
static void (*const link_np_free)(pthread_attr_t *) __attribute__((used)) = __pthread_attr_np_free;
