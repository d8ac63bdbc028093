/* mprotect makes a page read-only (a write then faults), mremap grows
   and moves a mapping keeping its contents, msync/madvise/mlock accept
   valid ranges and reject bad ones, and shm_open objects are shared
   between processes through /dev/shm with glibc's name rules. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "check.h"

int main(void)
{
	char *p = mmap(0, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(p != MAP_FAILED);
	memset(p, 'w', 8192);
	CHECK_EQ(mprotect(p, 4096, PROT_READ), 0);
	pid_t c = fork();
	CHECK(c >= 0);
	if (c == 0) {
		p[10] = 1;     /* must fault */
		_exit(0);
	}
	int st;
	CHECK_EQ(waitpid(c, &st, 0), c);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
	p[4096] = 'x';        /* second page still writable */
	CHECK_ERR(mprotect(p + 1, 4096, PROT_READ), EINVAL);

	CHECK_EQ(msync(p, 8192, MS_SYNC), 0);
	CHECK_ERR(msync(p, 8192, MS_SYNC | MS_ASYNC), EINVAL);
	CHECK_EQ(madvise(p, 8192, MADV_WILLNEED), 0);
	CHECK_EQ(posix_madvise(p, 8192, POSIX_MADV_SEQUENTIAL), 0);
	CHECK_EQ(mlock(p, 4096), 0);
	CHECK_EQ(munlock(p, 4096), 0);
	unsigned char vec[2];
	CHECK_EQ(mincore(p, 8192, vec), 0);
	CHECK(vec[0] & 1);

	/* one mapping again (mremap cannot span the split), then grow it */
	CHECK_EQ(mprotect(p, 4096, PROT_READ | PROT_WRITE), 0);
	char *q = mremap(p, 8192, 1 << 20, MREMAP_MAYMOVE);
	CHECK(q != MAP_FAILED);
	CHECK_EQ(q[0], 'w');
	CHECK_EQ(q[4096], 'x');
	q[(1 << 20) - 1] = 1;
	CHECK(mremap(q, 1 << 20, 4096, 0) == q);
	CHECK_EQ(munmap(q, 4096), 0);
	CHECK(mremap(0, 4096, 8192, 0) == MAP_FAILED);

	/* shm_open: shared between processes */
	char name[64];
	snprintf(name, sizeof name, "/weft-test-%d", (int)getpid());
	int fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
	CHECK(fd >= 0);
	CHECK_EQ(fcntl(fd, F_GETFD), FD_CLOEXEC);
	CHECK_EQ(ftruncate(fd, 4096), 0);
	int *shared = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	CHECK(shared != MAP_FAILED);
	c = fork();
	CHECK(c >= 0);
	if (c == 0) {
		int fd2 = shm_open(name, O_RDWR, 0);
		int *s2 = fd2 < 0 ? 0 : mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd2, 0);
		if (!s2 || s2 == MAP_FAILED)
			_exit(1);
		s2[0] = 4242;
		_exit(0);
	}
	CHECK_EQ(waitpid(c, &st, 0), c);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_EQ(shared[0], 4242);
	CHECK_ERR(shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600), EEXIST);
	CHECK_EQ(shm_unlink(name), 0);
	CHECK_ERR(shm_unlink(name), ENOENT);
	CHECK_ERR(shm_open("/a/b", O_RDWR | O_CREAT, 0600), EINVAL);
	CHECK_ERR(shm_open("/", O_RDWR | O_CREAT, 0600), EINVAL);
	close(fd);

	int mfd = memfd_create("weft", MFD_CLOEXEC);
	CHECK(mfd >= 0);
	CHECK_EQ(write(mfd, "abc", 3), 3);
	close(mfd);
	return 0;
}
