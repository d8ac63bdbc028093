#include "cond_impl.h"

/* Wakes every waiter.  Those whose mutex the caller holds are woken one
   per unlock of it, so they do not stampede to take it.  No system call
   when nobody waits.  Returns 0. */
int pthread_cond_broadcast(pthread_cond_t *c)
{
	if (c->_c_flags & C_PSHARED)
		__cond_wake_shared(c, 1);
	else if (__cond_first(c))
		__cond_choose(c, -1);
	return 0;
}
