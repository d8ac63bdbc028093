/*
 * Asynchronous I/O (docs/aio.md): requests queued per descriptor and
 * served by a small pool of helper threads.  Linked only by the aio_*
 * functions and lio_listio.
 */
#ifndef _WEFT_AIO_IMPL_H
#define _WEFT_AIO_IMPL_H

#include <aio.h>
#include <signal.h>
#include "libc.h"

/* Operations beside LIO_READ and LIO_WRITE: aio_fsync's two kinds. */
#define AIO_OP_SYNC  3
#define AIO_OP_DSYNC 4

/* One lio_listio call.  pending counts the requests not yet complete,
   plus one while the caller is still queueing (so that the list cannot
   be found complete half-way); the last one to finish notifies sev (with
   LIO_NOWAIT) and wakes a LIO_WAIT caller waiting on the word.  refs
   counts who may still touch the memory: each request and the caller,
   which may leave a LIO_WAIT early on EINTR. */
struct __aio_group {
	volatile int pending;
	volatile int refs;
	int notify;
	struct sigevent sev;
};

/* Queues cb for op with g (or 0).  0, or the error number, which is
   also left in cb as its error status (result -1). */
hidden int __aio_submit(struct aiocb *cb, int op, struct __aio_group *g);

/* aio_cancel's work once fd is known to be valid: AIO_CANCELED,
   AIO_NOTCANCELED or AIO_ALLDONE. */
hidden int __aio_cancel(int fd, struct aiocb *cb);

/* close's hook (weak in close): waits for or cancels fd's requests. */
hidden void __aio_close(int fd);

/* 0 if sev is a notification aio can deliver, else EINVAL. */
hidden int __aio_sev_check(const struct sigevent *sev);

/* Delivers sev: nothing, a queued signal (SI_ASYNCIO) or a function
   run in a new thread. */
hidden void __aio_notify(const struct sigevent *sev);

/* One request of g has ended (or the caller has finished queueing):
   the last notifies and wakes.  Then the holder lets go of g. */
hidden void __aio_group_done(struct __aio_group *g);
hidden void __aio_group_release(struct __aio_group *g);

/* aio_suspend's wait: __aio_seq changes after every completion, which
   wakes the word's sleepers when __aio_waiters says there are any. */
extern hidden volatile int __aio_seq, __aio_waiters;
hidden void __aio_completed(void);

#endif
