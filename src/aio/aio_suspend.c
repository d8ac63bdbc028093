#include <aio.h>
#include <errno.h>
#include <time.h>
#include "aio_impl.h"
#include "time_impl.h"

struct look {
	const struct aiocb *const *list;
	int nent;
};

static int any_done(void *p)
{
	const struct look *l = p;

	for (int i = 0; i < l->nent; i++)
		if (l->list[i] && __atomic_load_n(&l->list[i]->__aio_err, __ATOMIC_SEQ_CST) != EINPROGRESS)
			return 1;
	return 0;
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
	struct look look = { list, nent };
	int e;

	if (nent < 0 || (nent && !list)) {
		errno = EINVAL;
		return -1;
	}
	if (any_done(&look))
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
		__deadline_in(&at, timeout);
		until = &at;
	}

	e = __ev_wait(&__aio_ends, any_done, &look, until, 1);
	if (e == ETIMEDOUT)
		e = EAGAIN;
	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}

weak_alias(aio_suspend, aio_suspend64);
