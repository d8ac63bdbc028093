#include "cond_impl.h"

/* Wakes at least one waiter, if any.  No system call, and no atomic
   read-modify-write, when nobody waits.  Returns 0. */
int pthread_cond_signal(pthread_cond_t *c)
{
	if (!(a_load(&c->_c_waiters) & ~C_DESTROY))
		return 0;
	/* seq_cst: pairs with the waiter's count increment then seq load. */
	a_fetch_add(&c->_c_seq, 1);
	__futex_wake(&c->_c_seq, 1, !(c->_c_flags & C_PSHARED));
	return 0;
}
