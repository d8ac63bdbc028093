#include <limits.h>
#include "aio_impl.h"
#include "futex.h"

hidden volatile int __aio_seq, __aio_waiters;

/* Called after a request's error status is stored: the store, the
   increment and the look at the waiter count are all sequentially
   consistent, and aio_suspend counts itself before it reads the word, so
   either it sees the new status or we see it counted. */
hidden void __aio_completed(void)
{
	__atomic_fetch_add(&__aio_seq, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&__aio_waiters, __ATOMIC_SEQ_CST))
		__futex_wake(&__aio_seq, INT_MAX, 1);
}
