#include <aio.h>
#include <errno.h>
#include <fcntl.h>
#include "aio_impl.h"
#include "syscall.h"

/* Cancels fd's requests (or just cb) that no helper has started: they
   end with ECANCELED and are notified.  AIO_NOTCANCELED if one is
   running (it completes normally), AIO_ALLDONE if none was queued. */
int aio_cancel(int fd, struct aiocb *cb)
{
	if (__syscall(SYS_fcntl, fd, F_GETFD) < 0) {
		errno = EBADF;
		return -1;
	}
	if (cb && cb->aio_fildes != fd) {
		errno = EINVAL;
		return -1;
	}
	return __aio_cancel(fd, cb);
}

weak_alias(aio_cancel, aio_cancel64);
