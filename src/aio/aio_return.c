#include <aio.h>
#include <errno.h>
#include "libc.h"

/* The request's result, once: a second call, or one on a block never
   submitted (cleared, so __aio_unread is 0) fails with EINVAL (POSIX:
   "may fail").  Before the request has ended (undefined in POSIX) it
   returns 0 and leaves errno and the result alone, as glibc does (the
   Open POSIX Test Suite's aio_fsync/4-2 checks errno there). */
ssize_t aio_return(struct aiocb *cb)
{
	if (cb && __atomic_load_n(&cb->__aio_err, __ATOMIC_ACQUIRE) == EINPROGRESS)
		return 0;
	if (!cb || !cb->__aio_unread) {
		errno = EINVAL;
		return -1;
	}
	cb->__aio_unread = 0;
	return cb->__aio_ret;
}

weak_alias(aio_return, aio_return64);
