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
#include "signal_impl.h"

/* Operations beside LIO_READ and LIO_WRITE: aio_fsync's two kinds. */
#define AIO_OP_SYNC  3
#define AIO_OP_DSYNC 4

/* Queues cb for op with g (or 0).  0, or the error number, which is
   also left in cb as its error status (result -1). */
hidden int __aio_submit(struct aiocb *cb, int op, struct __sigev_group *g);

/* aio_cancel's work once fd is known to be valid: AIO_CANCELED,
   AIO_NOTCANCELED or AIO_ALLDONE. */
hidden int __aio_cancel(int fd, struct aiocb *cb);

/* close's hook (weak in close): waits for or cancels fd's requests. */
hidden void __aio_close(int fd);

/* The wait of aio_suspend and close: __aio_seq changes after every
   completion (__aio_completed), which wakes the word's sleepers when
   __aio_waiters says there are any. */
extern hidden volatile int __aio_seq, __aio_waiters;
hidden void __aio_completed(void);

/* Waits until done(arg) holds, looking again after each completion; 0
   then.  With cp (aio_suspend) the wait is a cancellation point and ends
   early, if done(arg) still does not hold, with EINTR after a signal
   handler or ETIMEDOUT at until (CLOCK_MONOTONIC, absolute; 0: none).
   Without (close) it is neither and until is not used. */
hidden int __aio_wait(int (*done)(void *), void *arg, const struct timespec *until, int cp);

#endif
