/* fork with a request in progress (a read blocked on an empty pipe) and
   one queued behind it: the child inherits neither (POSIX): its copies
   end as canceled instead of staying in progress forever, aio_cancel
   finds nothing, and the child's own requests run on helpers of its
   own.  In the parent both complete once data comes. */
// test: weft-only (glibc 2.36 leaves the child's copies in progress,
// with no thread to run them)
#include <aio.h>
#include <string.h>
#include <sys/wait.h>
#include "aio_test.h"

int main(void)
{
	char r1[4], r2[4], wr[4];
	struct aiocb c1, c2, w;
	int p[2], st;

	/* the child makes a helper thread while the parent's helpers run */
	if (t_under_qemu())
		t_skip("qemu-user asserts when the fork child of a threaded program creates a thread");
	CHECK_EQ(pipe(p), 0);
	memset(&c1, 0, sizeof c1);
	memset(&c2, 0, sizeof c2);
	c1.aio_fildes = c2.aio_fildes = p[0];
	c1.aio_buf = r1;
	c2.aio_buf = r2;
	c1.aio_nbytes = c2.aio_nbytes = 2;
	CHECK_EQ(aio_read(&c1), 0);
	CHECK_EQ(aio_read(&c2), 0);

	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		CHECK_EQ(aio_error(&c1), ECANCELED);
		CHECK_EQ(aio_error(&c2), ECANCELED);
		CHECK_EQ(aio_return(&c1), -1);
		CHECK_EQ(aio_cancel(p[0], 0), AIO_ALLDONE);
		int fd = t_aio_file("child", 10);
		memset(&w, 0, sizeof w);
		w.aio_fildes = fd;
		w.aio_buf = wr;
		w.aio_nbytes = 4;
		w.aio_offset = 2;
		CHECK_EQ(aio_read(&w), 0);
		CHECK_EQ(t_aio_wait(&w), 0);
		CHECK_EQ(aio_return(&w), 4);
		CHECK(memcmp(wr, "cdef", 4) == 0);
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK_EQ(st, 0);
	CHECK_EQ(aio_error(&c1), EINPROGRESS);
	CHECK_EQ(write(p[1], "abcd", 4), 4);
	CHECK_EQ(t_aio_wait(&c1), 0);
	CHECK_EQ(t_aio_wait(&c2), 0);
	CHECK_EQ(aio_return(&c1), 2);
	CHECK_EQ(aio_return(&c2), 2);
	CHECK(memcmp(r1, "ab", 2) == 0 && memcmp(r2, "cd", 2) == 0);
	return 0;
}
