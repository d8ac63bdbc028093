#include <limits.h>
#include "cond_impl.h"

/* A process-shared condvar's signal (all = 0) or broadcast: no system
   call, and no atomic read-modify-write, when nobody waits. */
hidden void __cond_wake_shared(pthread_cond_t *c, int all)
{
	if (!(a_load(&c->_c_waiters) & ~C_DESTROY))
		return;
	/* seq_cst: pairs with the waiter's count increment then seq load. */
	a_fetch_add(&c->_c_seq, 1);
	__futex_wake(&c->_c_seq, all ? INT_MAX : 1, 0);
}
