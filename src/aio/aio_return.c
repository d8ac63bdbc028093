#include <aio.h>
#include <errno.h>
#include "libc.h"

/* The request's result, once: a second call, or one before the request
   has ended, fails with EINVAL (POSIX leaves both undefined). */
ssize_t aio_return(struct aiocb *cb)
{
	if (!cb || __atomic_load_n(&cb->__aio_err, __ATOMIC_ACQUIRE) == EINPROGRESS ||
	    cb->__aio_taken) {
		errno = EINVAL;
		return -1;
	}
	cb->__aio_taken = 1;
	return cb->__aio_ret;
}

weak_alias(aio_return, aio_return64);
