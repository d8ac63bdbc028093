/*
 * Asynchronous I/O (docs/aio.md): requests queued per descriptor and
 * served by a small pool of helper threads.  Linked only by the aio_*
 * functions and lio_listio.
 */
#ifndef _WEFT_AIO_IMPL_H
#define _WEFT_AIO_IMPL_H

#include <aio.h>
#include <signal.h>
#include "evcount.h"
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

/* Posted after every completion: what aio_suspend and close wait on. */
extern hidden struct __evcount __aio_ends;

#endif
