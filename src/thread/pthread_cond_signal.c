#include "cond_impl.h"

/* Wakes the longest-waiting thread, if any: when the caller holds its
   mutex, by the caller's unlock of it (docs/condvar.md).  No system call,
   and no atomic read-modify-write, when nobody waits.  Returns 0. */
int pthread_cond_signal(pthread_cond_t *c)
{
	if (c->_c_flags & C_PSHARED)
		__cond_wake_shared(c, 0);
	else if (__cond_first(c))
		__cond_choose(c, 1);
	return 0;
}
