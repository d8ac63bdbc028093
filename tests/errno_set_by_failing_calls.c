/* A failing call returns -1 and sets errno to the kernel's reason; a
   successful one leaves errno alone.  errno is an lvalue with a stable
   address. */
#include <fcntl.h>
#include <sys/syscall.h>
#include "check.h"

int main(void)
{
	int fds[2];

	CHECK(&errno == &errno);
	CHECK_ERR(close(-1), EBADF);
	CHECK_ERR(open("/nonexistent/weft", O_RDONLY), ENOENT);
	CHECK_ERR(read(12345, fds, 1), EBADF);
	CHECK_ERR(syscall(SYS_close, -1), EBADF);
	CHECK_ERR(syscall(99999), ENOSYS);
	CHECK_ERR(open("/", O_WRONLY), EISDIR);
	CHECK_ERR(lseek(0 + 1000, 0, SEEK_SET), EBADF);

	errno = 1234;
	CHECK(pipe(fds) == 0);
	CHECK_EQ(errno, 1234);
	CHECK_ERR(lseek(fds[0], 0, SEEK_CUR), ESPIPE);
	CHECK(close(fds[0]) == 0 && close(fds[1]) == 0);
	CHECK_ERR(close(fds[0]), EBADF);
	return 0;
}
