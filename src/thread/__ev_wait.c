#include <errno.h>
#include <pthread.h>
#include "evcount.h"
#include "futex.h"

static void uncount(void *p)
{
	struct __evcount *ev = p;

	__atomic_fetch_sub(&ev->waiters, 1, __ATOMIC_SEQ_CST);
}

hidden int __ev_wait(struct __evcount *ev, int (*done)(void *), void *arg,
		     const struct timespec *until, int cp)
{
	int seq, e = 0;

	/* Counted before seq is read: an event after our look then finds
	   us counted and wakes us. */
	__atomic_fetch_add(&ev->waiters, 1, __ATOMIC_SEQ_CST);
	pthread_cleanup_push(uncount, ev);
	for (;;) {
		seq = __atomic_load_n(&ev->seq, __ATOMIC_SEQ_CST);
		if (done(arg)) {
			e = 0;  /* even when it ended while a signal came */
			break;
		}
		if (e)
			break;
		if (!cp) {
			__futex_wait(&ev->seq, seq, 1);
			continue;
		}
		e = __futex_timedwait_cp(&ev->seq, seq, CLOCK_MONOTONIC, until, 1);
		if (e != ETIMEDOUT && e != EINTR)
			e = 0;
	}
	pthread_cleanup_pop(1);
	return e;
}
