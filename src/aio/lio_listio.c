#include <aio.h>
#include <errno.h>
#include <stdlib.h>
#include "aio_impl.h"
#include "futex.h"

/* An entry refused before it was queued (a bad descriptor, opcode or
   priority) under LIO_NOWAIT: it ends at once with that status and, as
   a request failing later would, its own notification, so the caller
   learns of it the way it learns of the others (glibc finds these
   errors only when the request runs, and LTP's lio_listio tests count
   on the notification). */
static void refused(struct aiocb *cb)
{
	if (!__sigev_notify_check(&cb->aio_sigevent))
		__sigev_notify(&cb->aio_sigevent, SI_ASYNCIO);
}

/* Queues each entry of list (null entries and LIO_NOP are skipped) as
   aio_read or aio_write would, each with its own notification.
   LIO_WAIT waits for them all: -1 with EIO if any failed, EINTR if a
   signal handler interrupted the wait.  LIO_NOWAIT returns at once and
   delivers sev when the last one ends (at once if none was queued); an
   entry refused there is reported by its status and notification only.
   EAGAIN if an entry could not be queued for lack of resources. */
int lio_listio(int mode, struct aiocb *restrict const *restrict list, int nent,
	       struct sigevent *restrict sev)
{
	struct __sigev_group *g = 0;
	int i, e, failed = 0, again = 0;

	if ((mode != LIO_WAIT && mode != LIO_NOWAIT) || nent < 0 || (nent && !list) ||
	    (mode == LIO_NOWAIT && sev && __sigev_notify_check(sev))) {
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
		g->code = SI_ASYNCIO;
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
			e = EINVAL;
		} else {
			e = __aio_submit(cb, cb->aio_lio_opcode, g);
		}
		if (e == EAGAIN)
			again = 1;
		else if (e && mode == LIO_NOWAIT)
			refused(cb);
		else if (e)
			failed = 1;
	}

	e = 0;
	if (g) {
		/* Our own count: the list may now be found complete. */
		__sigev_group_done(g);
		if (mode == LIO_WAIT) {
			int n;
			while ((n = g->pending) && !e)
				e = __futex_timedwait(&g->pending, n, CLOCK_REALTIME, 0, 1);
			if (e != EINTR)
				e = 0;
		}
		__sigev_group_release(g);
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
