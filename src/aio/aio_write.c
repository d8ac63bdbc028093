#include <aio.h>
#include <errno.h>
#include "aio_impl.h"

/* Queues a write of aio_nbytes at aio_offset, or at the end with
   O_APPEND (docs/aio.md).  Errors found at once (EBADF, EINVAL, EAGAIN)
   are returned here and also left as the request's error status. */
int aio_write(struct aiocb *cb)
{
	int e = __aio_submit(cb, LIO_WRITE, 0);

	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}

weak_alias(aio_write, aio_write64);
