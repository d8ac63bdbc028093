#include <aio.h>
#include <errno.h>
#include "libc.h"

/* EINPROGRESS until the request ends, then 0 or its error number
   (ECANCELED if aio_cancel took it).  Async-signal-safe. */
int aio_error(const struct aiocb *cb)
{
	if (!cb) {
		errno = EINVAL;
		return -1;
	}
	return __atomic_load_n(&cb->__aio_err, __ATOMIC_ACQUIRE);
}

weak_alias(aio_error, aio_error64);
