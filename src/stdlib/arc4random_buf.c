#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "syscall.h"

/* Fills buf from the kernel's generator: getrandom, waiting for it to be
   seeded; /dev/urandom on kernels without getrandom.  There is no way to
   report a failure, so without any entropy the process aborts rather
   than hand out predictable bytes. */
void arc4random_buf(void *buf, size_t n)
{
	unsigned char *p = buf;
	long r;
	int fd;

	while (n) {
		r = __syscall(SYS_getrandom, p, n, 0);
		if (r > 0) {
			p += r;
			n -= r;
		} else if (r == -ENOSYS) {
			break;
		} else if (r != -EINTR && r != -EAGAIN) {
			abort();
		}
	}
	if (!n)
		return;
	fd = __syscall(SYS_openat, AT_FDCWD, "/dev/urandom", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		abort();
	while (n) {
		r = __syscall(SYS_read, fd, p, n);
		if (r > 0) {
			p += r;
			n -= r;
		} else if (r != -EINTR) {
			abort();
		}
	}
	__syscall(SYS_close, fd);
}
