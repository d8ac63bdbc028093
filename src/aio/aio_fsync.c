#include <aio.h>
#include <errno.h>
#include <fcntl.h>
#include "aio_impl.h"

/* Queues an fsync (O_SYNC) or fdatasync (O_DSYNC) of aio_fildes behind
   the requests already queued for it, so it covers them. */
int aio_fsync(int op, struct aiocb *cb)
{
	int e;

	if (op != O_SYNC && op != O_DSYNC)
		e = EINVAL;
	else
		e = __aio_submit(cb, op == O_SYNC ? AIO_OP_SYNC : AIO_OP_DSYNC, 0);
	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}

weak_alias(aio_fsync, aio_fsync64);
