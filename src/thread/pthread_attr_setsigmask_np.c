#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "pthread_impl.h"

/* The new thread starts with this mask (null: inherit the creator's). */
int pthread_attr_setsigmask_np(pthread_attr_t *a, const sigset_t *set)
{
	sigset_t *m = (sigset_t *)a->_a_sigmask;

	if (!set) {
		free(m);
		a->_a_sigmask = 0;
		return 0;
	}
	if (!m && !(m = malloc(sizeof *m)))
		return ENOMEM;
	memcpy(m, set, sizeof *m);
	a->_a_sigmask = (unsigned long)m;
	return 0;
}

/* Our copy is freed by pthread_attr_destroy through a weak reference:
   naming the freeing function here links it whenever copies exist. */
static void (*const link_np_free)(pthread_attr_t *) __attribute__((used)) = __pthread_attr_np_free;
