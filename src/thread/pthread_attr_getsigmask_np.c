#define _GNU_SOURCE
#include <string.h>
#include "pthread_impl.h"

/* PTHREAD_ATTR_NO_SIGMASK_NP when none was set (the set is emptied). */
int pthread_attr_getsigmask_np(const pthread_attr_t *a, sigset_t *set)
{
	if (!a->_a_sigmask) {
		sigemptyset(set);
		return PTHREAD_ATTR_NO_SIGMASK_NP;
	}
	memcpy(set, (const sigset_t *)a->_a_sigmask, sizeof *set);
	return 0;
}
