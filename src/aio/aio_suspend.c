#include <aio.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <time.h>
#include "aio_impl.h"
#include "futex.h"

static int any_done(const struct aiocb *const list[], int nent)
{
	for (int i = 0; i < nent; i++)
		if (list[i] && __atomic_load_n(&list[i]->__aio_err, __ATOMIC_SEQ_CST) != EINPROGRESS)
			return 1;
	return 0;
}

static void uncount(void *p)
{
	(void)p;
	__atomic_fetch_sub(&__aio_waiters, 1, __ATOMIC_SEQ_CST);
}

/* Waits until one of the listed requests (null entries are skipped) has
   ended: 0, or EAGAIN once the relative timeout has passed, EINTR after
   a signal handler (without a timeout one with SA_RESTART has the kernel
   restart the wait, as sem_wait's), EINVAL for a bad timeout.  A
   cancellation point. */
int aio_suspend(const struct aiocb *const list[], int nent, const struct timespec *timeout)
{
	const struct timespec *until = 0;
	struct timespec at;
	int seq, e = 0;

	if (nent < 0 || (nent && !list)) {
		errno = EINVAL;
		return -1;
	}
	if (any_done(list, nent))
		return 0;
	if (timeout) {
		if (timeout->tv_nsec < 0 || timeout->tv_nsec >= 1000000000L) {
			errno = EINVAL;
			return -1;
		}
		if (timeout->tv_sec < 0 || (!timeout->tv_sec && !timeout->tv_nsec)) {
			errno = EAGAIN;
			return -1;
		}
		clock_gettime(CLOCK_MONOTONIC, &at);
		at.tv_nsec += timeout->tv_nsec;
		at.tv_sec += at.tv_nsec >= 1000000000L;
		at.tv_nsec %= 1000000000L;
		at.tv_sec = at.tv_sec > LONG_MAX - timeout->tv_sec ? LONG_MAX : at.tv_sec + timeout->tv_sec;
		until = &at;
	}

	/* Counted before the word is read: a completion after our look
	   then finds us counted and wakes us (__aio_completed). */
	__atomic_fetch_add(&__aio_waiters, 1, __ATOMIC_SEQ_CST);
	pthread_cleanup_push(uncount, 0);
	for (;;) {
		seq = __atomic_load_n(&__aio_seq, __ATOMIC_SEQ_CST);
		if (any_done(list, nent)) {
			e = 0;
			break;
		}
		if (e)
			break;
		e = __futex_timedwait_cp(&__aio_seq, seq, CLOCK_MONOTONIC, until, 1);
		if (e == ETIMEDOUT)
			e = EAGAIN;
		else if (e != EINTR)
			e = 0;
	}
	pthread_cleanup_pop(1);
	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}

weak_alias(aio_suspend, aio_suspend64);
