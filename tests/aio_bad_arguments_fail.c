/* Bad requests get POSIX's errors, reported by the call (-1, errno) or
   as the request's error status (aio_error, aio_return -1), as POSIX
   lets an implementation choose: a closed descriptor and one not open
   for the operation are EBADF, a priority outside
   0..AIO_PRIO_DELTA_MAX and an aio_fsync op other than O_SYNC/O_DSYNC
   are EINVAL, a negative offset on a regular file is EINVAL. */
#include <aio.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include "aio_test.h"

/* The error of a request, wherever it was reported. */
static int outcome(int (*submit)(struct aiocb *), struct aiocb *cb)
{
	errno = 0;
	if (submit(cb) == -1)
		return errno;
	int e = t_aio_wait(cb);
	CHECK_EQ(aio_return(cb), -1);
	return e;
}

int main(void)
{
	char buf[8];
	struct aiocb cb;
	int fd = t_aio_file("data", 100);
	int fds0 = t_fds();

	memset(&cb, 0, sizeof cb);
	cb.aio_buf = buf;
	cb.aio_nbytes = sizeof buf;

	/* a number no later open takes */
	int closed = 999;
	CHECK_EQ(dup2(fd, closed), closed);
	close(closed);
	cb.aio_fildes = closed;
	CHECK_EQ(outcome(aio_read, &cb), EBADF);
	CHECK_EQ(outcome(aio_write, &cb), EBADF);
	cb.aio_fildes = -1;
	CHECK_EQ(outcome(aio_read, &cb), EBADF);

	int ro = open("data", O_RDONLY), wo = open("data", O_WRONLY);
	CHECK(ro >= 0 && wo >= 0);
	cb.aio_fildes = ro;
	CHECK_EQ(outcome(aio_write, &cb), EBADF);
	cb.aio_fildes = wo;
	CHECK_EQ(outcome(aio_read, &cb), EBADF);

	cb.aio_fildes = fd;
	cb.aio_offset = -1;
	CHECK_EQ(outcome(aio_read, &cb), EINVAL);
	CHECK_EQ(outcome(aio_write, &cb), EINVAL);
	cb.aio_offset = 0;

	/* the priority is checked at once */
	cb.aio_reqprio = -1;
	CHECK_ERR(aio_read(&cb), EINVAL);
	cb.aio_reqprio = AIO_PRIO_DELTA_MAX + 1;
	CHECK_ERR(aio_write(&cb), EINVAL);
	cb.aio_reqprio = AIO_PRIO_DELTA_MAX;
	CHECK_EQ(aio_read(&cb), 0);
	CHECK_EQ(t_aio_wait(&cb), 0);
	CHECK_EQ(aio_return(&cb), (long long)sizeof buf);
	cb.aio_reqprio = 0;

	CHECK_ERR(aio_fsync(0, &cb), EINVAL);
	CHECK_ERR(aio_fsync(O_SYNC | O_APPEND, &cb), EINVAL);
	cb.aio_fildes = closed;
	CHECK_ERR(aio_fsync(O_SYNC, &cb), EBADF);
	CHECK_ERR(aio_fsync(O_DSYNC, &cb), EBADF);

	/* lio_listio: bad mode, and an entry refused inside a good call */
	struct aiocb *list[1] = { &cb };
	CHECK_ERR(lio_listio(-1, list, 1, 0), EINVAL);
	cb.aio_lio_opcode = LIO_READ;
	cb.aio_fildes = closed;
	CHECK_ERR(lio_listio(LIO_WAIT, list, 1, 0), EIO);
	CHECK_EQ(aio_error(&cb), EBADF);

	close(ro);
	close(wo);
	close(fd);
	CHECK_EQ(t_fds(), fds0 - 1);
	return 0;
}
