#include <aio.h>
#include <errno.h>
#include "aio_impl.h"

/* Queues a read of aio_nbytes at aio_offset (docs/aio.md).  Errors found
   at once (EBADF, EINVAL, EAGAIN) are returned here and also left as
   the request's error status. */
int aio_read(struct aiocb *cb)
{
	int e = __aio_submit(cb, LIO_READ, 0);

	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}

weak_alias(aio_read, aio_read64);
