/* close() on a descriptor with aio requests outstanding: on a file they
   complete as if the close had not happened (close waits for them), so
   none reaches a file opened afterwards on the same number; on a pipe the
   queued ones end with ECANCELED and a running one still completes. */
// test: weft-only (glibc leaves queued requests to run on the closed
// descriptor: they fail with EBADF or reach the next file on that number)
#include <aio.h>
#include <signal.h>
#include <string.h>
#include "aio_test.h"

enum { N = 16, LEN = 65536 };

int main(void)
{
	static char data[N][LEN], back[LEN];
	struct aiocb cb[N], pr[3];
	char pbuf[3][8];
	int fd, fd2, p[2];

	/* A file: N writes queued, then close at once. */
	fd = t_aio_file("data", 0);
	for (int i = 0; i < N; i++) {
		memset(data[i], 'A' + i, LEN);
		memset(&cb[i], 0, sizeof cb[i]);
		cb[i].aio_fildes = fd;
		cb[i].aio_buf = data[i];
		cb[i].aio_nbytes = LEN;
		cb[i].aio_offset = (off_t)i * LEN;
		CHECK_EQ(aio_write(&cb[i]), 0);
	}
	CHECK_EQ(close(fd), 0);
	/* Every request is over when close returns. */
	for (int i = 0; i < N; i++) {
		CHECK_EQ(aio_error(&cb[i]), 0);
		CHECK_EQ(aio_return(&cb[i]), LEN);
	}
	/* The next file on the same number gets nothing of them. */
	fd2 = open("other", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK_EQ(fd2, fd);
	CHECK_EQ(lseek(fd2, 0, SEEK_END), 0);
	CHECK_EQ(close(fd2), 0);
	fd = open("data", O_RDONLY);
	CHECK(fd >= 0);
	for (int i = 0; i < N; i++) {
		CHECK_EQ(pread(fd, back, LEN, (off_t)i * LEN), LEN);
		CHECK(!memcmp(back, data[i], LEN));
	}
	CHECK_EQ(close(fd), 0);

	/* A pipe: three reads queued in order; the first runs (and waits
	   for data), the other two wait behind it.  close cancels those two;
	   the first, if it had started, ends with the byte written after. */
	signal(SIGPIPE, SIG_IGN);
	CHECK_EQ(pipe(p), 0);
	for (int i = 0; i < 3; i++) {
		memset(&pr[i], 0, sizeof pr[i]);
		pr[i].aio_fildes = p[0];
		pr[i].aio_buf = pbuf[i];
		pr[i].aio_nbytes = 1;
		CHECK_EQ(aio_read(&pr[i]), 0);
	}
	CHECK_EQ(close(p[0]), 0);
	CHECK_EQ(aio_error(&pr[1]), ECANCELED);
	CHECK_EQ(aio_return(&pr[1]), -1);
	CHECK_EQ(aio_error(&pr[2]), ECANCELED);
	CHECK_EQ(aio_return(&pr[2]), -1);
	if (aio_error(&pr[0]) == ECANCELED) {
		CHECK_ERR(write(p[1], "x", 1), EPIPE);
	} else {
		CHECK_EQ(write(p[1], "x", 1), 1);
		CHECK_EQ(t_aio_wait(&pr[0]), 0);
		CHECK_EQ(aio_return(&pr[0]), 1);
		CHECK_EQ(pbuf[0][0], 'x');
	}
	CHECK_EQ(close(p[1]), 0);

	/* close of a descriptor without requests, and a bad one. */
	CHECK_ERR(close(-1), EBADF);
	return 0;
}
