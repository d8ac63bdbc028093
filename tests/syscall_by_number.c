/* syscall() passes 0 to 6 arguments through and reports errors via errno. */
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include "check.h"

int main(void)
{
	int fds[2];
	char buf[8];
	void *p;

	CHECK_EQ(syscall(SYS_getpid), getpid());
	CHECK_EQ(syscall(SYS_gettid), getpid());      /* main thread */
	CHECK(pipe(fds) == 0);
	CHECK_EQ(syscall(SYS_write, fds[1], "weft", 4), 4);
	CHECK_EQ(syscall(SYS_read, fds[0], buf, sizeof buf), 4);
	CHECK(!memcmp(buf, "weft", 4));
	/* six arguments: mmap */
	p = (void *)syscall(SYS_mmap, 0, 8192, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(p != MAP_FAILED);
	((char *)p)[8191] = 1;
	CHECK_EQ(syscall(SYS_munmap, p, 8192), 0);
	CHECK_ERR(syscall(SYS_mmap, 0, 4096, PROT_READ, MAP_PRIVATE, -1, 0), EBADF);
	CHECK_ERR(syscall(SYS_write, -1, buf, 1), EBADF);
	close(fds[0]);
	close(fds[1]);
	return 0;
}
