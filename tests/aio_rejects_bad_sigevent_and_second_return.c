/* A notification aio cannot deliver is refused when the request is
   made (EINVAL, nothing queued): an unknown sigev_notify,
   SIGEV_THREAD_ID, an invalid or internal signal, SIGEV_THREAD without a
   function; the same for lio_listio's list notification.  aio_return
   gives the result once: a second time, and on a block never submitted
   it fails with EINVAL; before the request ends it returns 0 and leaves
   errno alone (as glibc), the result still to come.  A cleared aiocb (SIGEV_SIGNAL with signal 0)
   notifies nothing. */
// test: weft-only (glibc 2.36 queues such requests and never notifies,
// and aio_return there returns the stored value any number of times)
#include <aio.h>
#include <signal.h>
#include <string.h>
#include "aio_test.h"

int main(void)
{
	char rd[4];
	struct aiocb cb;
	int fd = t_aio_file("data", 100), p[2];

	memset(&cb, 0, sizeof cb);
	cb.aio_fildes = fd;
	cb.aio_buf = rd;
	cb.aio_nbytes = sizeof rd;
	CHECK_ERR(aio_return(&cb), EINVAL);

	cb.aio_sigevent.sigev_notify = 77;
	CHECK_ERR(aio_read(&cb), EINVAL);
	CHECK_EQ(aio_error(&cb), EINVAL);
	cb.aio_sigevent.sigev_notify = SIGEV_THREAD_ID;
	CHECK_ERR(aio_write(&cb), EINVAL);
	cb.aio_sigevent.sigev_notify = SIGEV_SIGNAL;
	cb.aio_sigevent.sigev_signo = 65;
	CHECK_ERR(aio_read(&cb), EINVAL);
	cb.aio_sigevent.sigev_signo = -1;
	CHECK_ERR(aio_read(&cb), EINVAL);
	cb.aio_sigevent.sigev_signo = 32;   /* weft's cancel signal */
	CHECK_ERR(aio_read(&cb), EINVAL);
	cb.aio_sigevent.sigev_notify = SIGEV_THREAD;
	cb.aio_sigevent.sigev_notify_function = 0;
	CHECK_ERR(aio_fsync(O_SYNC, &cb), EINVAL);

	struct sigevent sev;
	struct aiocb *list[1] = { &cb };
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_THREAD;
	memset(&cb.aio_sigevent, 0, sizeof cb.aio_sigevent);
	cb.aio_lio_opcode = LIO_READ;
	CHECK_ERR(lio_listio(LIO_NOWAIT, list, 1, &sev), EINVAL);
	/* ignored with LIO_WAIT */
	CHECK_EQ(lio_listio(LIO_WAIT, list, 1, &sev), 0);
	CHECK_EQ(aio_return(&cb), 4);
	CHECK_ERR(aio_return(&cb), EINVAL);
	CHECK_EQ(aio_error(&cb), 0);

	/* in progress: no result yet */
	CHECK_EQ(pipe(p), 0);
	cb.aio_fildes = p[0];
	CHECK_EQ(aio_read(&cb), 0);
	errno = 0;
	CHECK_EQ(aio_return(&cb), 0);
	CHECK_EQ(errno, 0);
	CHECK_EQ(write(p[1], "x", 1), 1);
	CHECK_EQ(t_aio_wait(&cb), 0);
	CHECK_EQ(aio_return(&cb), 1);
	CHECK_ERR(aio_return(&cb), EINVAL);
	/* a resubmitted block has a result again */
	CHECK_EQ(write(p[1], "yz", 2), 2);
	CHECK_EQ(aio_read(&cb), 0);
	CHECK_EQ(t_aio_wait(&cb), 0);
	CHECK_EQ(aio_return(&cb), 2);
	close(p[0]);
	close(p[1]);
	close(fd);
	return 0;
}
