#include <aio.h>
#include <errno.h>
#include <stdlib.h>
#include "aio_impl.h"
#include "futex.h"

/* Queues each entry of list (null entries and LIO_NOP are skipped) as
   aio_read or aio_write would, each with its own notification.
   LIO_WAIT waits for them all: -1 with EIO if any failed, EINTR if a
   signal handler interrupted the wait.  LIO_NOWAIT returns at once and
   delivers sev when the last one ends (at once if none was queued).
   EAGAIN if an entry could not be queued for lack of resources, EIO if
   one was refused (its error status says why). */
int lio_listio(int mode, struct aiocb *restrict const *restrict list, int nent,
	       struct sigevent *restrict sev)
{
	struct __aio_group *g = 0;
	int i, e, failed = 0, again = 0;

	if ((mode != LIO_WAIT && mode != LIO_NOWAIT) || nent < 0 || (nent && !list) ||
	    (mode == LIO_NOWAIT && sev && __aio_sev_check(sev))) {
		errno = EINVAL;
		return -1;
	}
	if (mode == LIO_WAIT || (sev && sev->sigev_notify != SIGEV_NONE)) {
		if (!(g = malloc(sizeof *g))) {
			errno = EAGAIN;
			return -1;
		}
		g->pending = 1;
		g->refs = 1;
		g->notify = mode == LIO_NOWAIT;
		if (g->notify)
			g->sev = *sev;
	}

	for (i = 0; i < nent; i++) {
		struct aiocb *cb = list[i];
		if (!cb || cb->aio_lio_opcode == LIO_NOP)
			continue;
		if (cb->aio_lio_opcode != LIO_READ && cb->aio_lio_opcode != LIO_WRITE) {
			cb->__aio_ret = -1;
			cb->__aio_unread = 1;
			__atomic_store_n(&cb->__aio_err, EINVAL, __ATOMIC_SEQ_CST);
			failed = 1;
			continue;
		}
		e = __aio_submit(cb, cb->aio_lio_opcode, g);
		if (e == EAGAIN)
			again = 1;
		else if (e)
			failed = 1;
	}

	e = 0;
	if (g) {
		/* Our own count: the list may now be found complete. */
		__aio_group_done(g);
		if (mode == LIO_WAIT) {
			int n;
			while ((n = g->pending) && !e)
				e = __futex_timedwait(&g->pending, n, CLOCK_REALTIME, 0, 1);
			if (e != EINTR)
				e = 0;
		}
		__aio_group_release(g);
	}
	if (!e && again)
		e = EAGAIN;
	if (!e && mode == LIO_WAIT)
		for (i = 0; i < nent && !failed; i++)
			if (list[i] && list[i]->aio_lio_opcode != LIO_NOP &&
			    __atomic_load_n(&list[i]->__aio_err, __ATOMIC_ACQUIRE))
				failed = 1;
	if (!e && failed)
		e = EIO;
	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}

weak_alias(lio_listio, lio_listio64);
