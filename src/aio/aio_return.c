#include <aio.h>
#include <errno.h>
#include "libc.h"

/* The request's result, once: a second call, one before the request
   has ended, or one on a block never submitted (cleared, so __aio_unread
   is 0) fails with EINVAL (POSIX: "may fail"). */
ssize_t aio_return(struct aiocb *cb)
{
	if (!cb || __atomic_load_n(&cb->__aio_err, __ATOMIC_ACQUIRE) == EINPROGRESS ||
	    !cb->__aio_unread) {
		errno = EINVAL;
		return -1;
	}
	cb->__aio_unread = 0;
	return cb->__aio_ret;
}

weak_alias(aio_return, aio_return64);
