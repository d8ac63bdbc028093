#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <time.h>
#include "aio_impl.h"
#include "futex.h"

hidden volatile int __aio_seq, __aio_waiters;

/* Called after a request's error status is stored: the store, the
   increment and the look at the waiter count are all sequentially
   consistent, and __aio_wait counts itself before it reads the word, so
   either it sees the new status or we see it counted. */
hidden void __aio_completed(void)
{
	__atomic_fetch_add(&__aio_seq, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&__aio_waiters, __ATOMIC_SEQ_CST))
		__futex_wake(&__aio_seq, INT_MAX, 1);
}

static void uncount(void *p)
{
	(void)p;
	__atomic_fetch_sub(&__aio_waiters, 1, __ATOMIC_SEQ_CST);
}

hidden int __aio_wait(int (*done)(void *), void *arg, const struct timespec *until, int cp)
{
	int seq, e = 0;

	/* Counted before the word is read: a completion after our look
	   then finds us counted and wakes us. */
	__atomic_fetch_add(&__aio_waiters, 1, __ATOMIC_SEQ_CST);
	pthread_cleanup_push(uncount, 0);
	for (;;) {
		seq = __atomic_load_n(&__aio_seq, __ATOMIC_SEQ_CST);
		if (done(arg)) {
			e = 0;
			break;
		}
		if (e)
			break;
		if (!cp) {
			__futex_wait(&__aio_seq, seq, 1);
			continue;
		}
		e = __futex_timedwait_cp(&__aio_seq, seq, CLOCK_MONOTONIC, until, 1);
		if (e != ETIMEDOUT && e != EINTR)
			e = 0;
	}
	pthread_cleanup_pop(1);
	return e;
}
