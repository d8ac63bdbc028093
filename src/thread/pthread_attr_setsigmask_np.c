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
