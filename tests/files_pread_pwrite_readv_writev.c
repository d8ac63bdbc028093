/* pread/pwrite leave the file offset alone; readv/writev scatter and
   gather in order; preadv/pwritev combine both. */
#include <fcntl.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char a[4], b[8], buf[32];
	struct iovec iov[3];
	int fd = open("f", O_RDWR | O_CREAT | O_TRUNC, 0600);

	CHECK(fd >= 0);
	iov[0].iov_base = "one ";
	iov[0].iov_len = 4;
	iov[1].iov_base = "";
	iov[1].iov_len = 0;
	iov[2].iov_base = "two three";
	iov[2].iov_len = 9;
	CHECK_EQ(writev(fd, iov, 3), 13);
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 13);

	CHECK_EQ(pwrite(fd, "TWO", 3, 4), 3);
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 13);
	memset(buf, 0, sizeof buf);
	CHECK_EQ(pread(fd, buf, sizeof buf, 0), 13);
	CHECK_STR(buf, "one TWO three");
	CHECK_EQ(pread(fd, buf, 5, 8), 5);
	CHECK(!memcmp(buf, "three", 5));
	CHECK_EQ(pread(fd, buf, 5, 100), 0);      /* past the end */
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 13);

	CHECK_EQ(lseek(fd, 0, SEEK_SET), 0);
	iov[0].iov_base = a;
	iov[0].iov_len = sizeof a;
	iov[1].iov_base = b;
	iov[1].iov_len = sizeof b;
	CHECK_EQ(readv(fd, iov, 2), 12);
	CHECK(!memcmp(a, "one ", 4));
	CHECK(!memcmp(b, "TWO thre", 8));
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 12);

	/* preadv/pwritev at an offset, file offset unchanged. */
	iov[0].iov_base = "xy";
	iov[0].iov_len = 2;
	iov[1].iov_base = "z";
	iov[1].iov_len = 1;
	CHECK_EQ(pwritev(fd, iov, 2, 20), 3);
	CHECK_EQ(lseek(fd, 0, SEEK_CUR), 12);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 23);
	iov[0].iov_base = a;
	iov[0].iov_len = 1;
	iov[1].iov_base = b;
	iov[1].iov_len = 2;
	CHECK_EQ(preadv(fd, iov, 2, 20), 3);
	CHECK_EQ(a[0], 'x');
	CHECK(!memcmp(b, "yz", 2));
	/* The hole between is zeros. */
	CHECK_EQ(pread(fd, buf, 7, 13), 7);
	CHECK(!memcmp(buf, "\0\0\0\0\0\0\0", 7));

	CHECK_ERR(pread(fd, buf, 1, -1), EINVAL);
	CHECK_ERR(readv(fd, iov, -1), EINVAL);
	CHECK_ERR(writev(99, iov, 1), EBADF);
	{
		int p[2];
		CHECK_EQ(pipe(p), 0);
		CHECK_ERR(pread(p[0], buf, 1, 0), ESPIPE);
		CHECK_ERR(pwrite(p[1], buf, 1, 0), ESPIPE);
		close(p[0]);
		close(p[1]);
	}

	/* Sizes after truncation both ways. */
	CHECK_EQ(ftruncate(fd, 4), 0);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 4);
	CHECK_EQ(truncate("f", 10), 0);
	CHECK_EQ(lseek(fd, 0, SEEK_END), 10);
	CHECK_ERR(truncate("missing", 0), ENOENT);
	CHECK_EQ(fsync(fd), 0);
	CHECK_EQ(fdatasync(fd), 0);
	sync();
	CHECK_EQ(close(fd), 0);
	CHECK_ERR(fsync(fd), EBADF);
	return 0;
}
