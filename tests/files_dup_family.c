/* dup, dup2, dup3 and F_DUPFD(_CLOEXEC): shared offsets, lowest free
   descriptor, close-on-exec only where asked, the dup2/dup3 corner cases. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int fd = open("f", O_RDWR | O_CREAT | O_TRUNC, 0600), d;

	CHECK(fd >= 0);
	CHECK_EQ(write(fd, "hello", 5), 5);
	d = dup(fd);
	CHECK(d > fd);
	/* Duplicates share one offset. */
	CHECK_EQ(lseek(d, 0, SEEK_CUR), 5);
	CHECK_EQ(lseek(fd, 1, SEEK_SET), 1);
	CHECK_EQ(lseek(d, 0, SEEK_CUR), 1);
	CHECK_EQ(fcntl(d, F_GETFD), 0);
	CHECK_EQ(close(d), 0);

	CHECK_EQ(dup2(fd, 40), 40);
	CHECK_EQ(fcntl(40, F_GETFD), 0);
	CHECK_EQ(dup2(fd, fd), fd);               /* same fd: returned as is */
	CHECK_ERR(dup2(123, 41), EBADF);
	CHECK_ERR(dup2(123, 123), EBADF);

	CHECK_EQ(dup3(fd, 42, O_CLOEXEC), 42);
	CHECK_EQ(fcntl(42, F_GETFD), FD_CLOEXEC);
	CHECK_ERR(dup3(fd, fd, 0), EINVAL);       /* unlike dup2 */
	CHECK_ERR(dup3(fd, 43, 12345), EINVAL);

	/* F_DUPFD picks the lowest free descriptor >= the argument. */
	CHECK_EQ(fcntl(fd, F_DUPFD, 40), 41);
	CHECK_EQ(fcntl(fd, F_DUPFD_CLOEXEC, 40), 43);
	CHECK_EQ(fcntl(43, F_GETFD), FD_CLOEXEC);
	CHECK_EQ(fcntl(41, F_GETFD), 0);
	CHECK_EQ(fcntl(43, F_SETFD, 0), 0);
	CHECK_EQ(fcntl(43, F_GETFD), 0);
	CHECK_ERR(fcntl(fd, F_DUPFD, -1), EINVAL);
	CHECK_ERR(fcntl(77, F_GETFD), EBADF);
	for (d = 40; d <= 43; d++)
		CHECK_EQ(close(d), 0);

	/* F_SETFL changes the status flags it may (O_APPEND, O_NONBLOCK). */
	CHECK_EQ(fcntl(fd, F_SETFL, O_APPEND | O_NONBLOCK), 0);
	CHECK_EQ(fcntl(fd, F_GETFL) & (O_APPEND | O_NONBLOCK), O_APPEND | O_NONBLOCK);
	CHECK_EQ(fcntl(fd, F_SETFL, 0), 0);
	CHECK_EQ(fcntl(fd, F_GETFL) & (O_APPEND | O_NONBLOCK), 0);
	CHECK_EQ(close(fd), 0);
	return 0;
}
