/* The thin wrappers of newer system calls pass their arguments through:
   each, given a bad descriptor, flags or size, fails with the kernel's
   errno (EPERM where the kernel checks privilege first).  A call the
   kernel lacks (ENOSYS) is reported and the test skips at the end. */
// test: cflags -Werror
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/pidfd.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>
#if defined(__has_include)
#if __has_include(<linux/mount.h>)
#include <linux/mount.h>
#endif
#endif
#include "check.h"

static char missing[512];

/* r must be -1 with errno a or b; ENOSYS is noted as missing. */
#define FAILS(expr, a, b) do { errno = 0; long r_ = (long)(expr); \
	if (r_ == -1 && errno == ENOSYS) { strcat(missing, " " #expr); break; } \
	if (r_ != -1) t_fail_eq(__FILE__, __LINE__, #expr " == -1", r_, -1); \
	if (errno != (a) && errno != (b)) \
		t_fail_eq(__FILE__, __LINE__, "errno after " #expr, errno, (a)); \
	} while (0)

int main(void)
{
	char *argv[] = { "true", 0 }, *envp[] = { 0 };
	_Alignas(8) char dbuf[4096];
	struct epoll_event ev;
	struct timespec zero = { 0, 0 };
	struct mount_attr attr;
	struct file_handle *fh = malloc(sizeof *fh + MAX_HANDLE_SZ);
	struct iovec iov;
	long n;
	int ep, dir, file, mid;
	char *page;

	CHECK(fh);
	/* execveat */
	FAILS(execveat(-1, "relative", argv, envp, 0), EBADF, EBADF);
	FAILS(execveat(AT_FDCWD, "/no/such/file", argv, envp, 0), ENOENT, ENOENT);
	FAILS(execveat(AT_FDCWD, "/bin/true", argv, envp, 0x40000000), EINVAL, EINVAL);

	/* epoll_pwait2 */
	FAILS(epoll_pwait2(-1, &ev, 1, &zero, 0), EBADF, EBADF);
	ep = epoll_create1(EPOLL_CLOEXEC);
	CHECK(ep >= 0);
	FAILS(epoll_pwait2(ep, &ev, 0, &zero, 0), EINVAL, EINVAL);
	errno = 0;
	n = epoll_pwait2(ep, &ev, 1, &zero, 0);
	if (!(n == -1 && errno == ENOSYS))
		CHECK_EQ(n, 0);
	close(ep);

	/* pidfd_getfd, process_madvise, process_mrelease */
	FAILS(pidfd_getfd(-1, 0, 0), EBADF, EBADF);
	iov.iov_base = dbuf;
	iov.iov_len = sizeof dbuf;
	FAILS(process_madvise(-1, &iov, 1, MADV_COLD, 0), EBADF, EBADF);
	FAILS(process_mrelease(-1, 0), EBADF, EBADF);

	/* mlock2, remap_file_pages */
	page = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(page != MAP_FAILED);
	FAILS(mlock2(page, 4096, 0x100), EINVAL, EINVAL);
	FAILS(remap_file_pages(page + 1, 4096, 0, 0, 0), EINVAL, EINVAL);
	munmap(page, 4096);

	/* name_to_handle_at, open_by_handle_at */
	fh->handle_bytes = 0;
	FAILS(name_to_handle_at(AT_FDCWD, "/", fh, &mid, -1), EINVAL, EINVAL);
	errno = 0;
	n = name_to_handle_at(AT_FDCWD, "/", fh, &mid, 0);
	CHECK_EQ(n, -1);
	if (errno == EOVERFLOW)
		CHECK_GT(fh->handle_bytes, 0);
	else if (errno != EOPNOTSUPP && errno != ENOSYS)
		CHECK_EQ(errno, EOVERFLOW);
	fh->handle_bytes = 8;
	fh->handle_type = 1;
	memset(fh->f_handle, 0, 8);
	FAILS(open_by_handle_at(-1, fh, O_RDONLY), EBADF, EPERM);

	/* getdents64: records of a real directory; EBADF, ENOTDIR */
	FAILS(getdents64(-1, dbuf, sizeof dbuf), EBADF, EBADF);
	dir = open("/", O_RDONLY | O_DIRECTORY);
	CHECK(dir >= 0);
	n = getdents64(dir, dbuf, sizeof dbuf);
	CHECK_GT(n, 0);
	CHECK_GT(((struct dirent64 *)dbuf)->d_reclen, 0);
	CHECK_LE(((struct dirent64 *)dbuf)->d_reclen, n);
	CHECK(((struct dirent64 *)dbuf)->d_name[0]);
	CHECK_EQ(lseek(dir, 0, SEEK_SET), 0);
	FAILS(getdents64(dir, dbuf, 1), EINVAL, EINVAL);
	close(dir);
	file = open("/proc/self/stat", O_RDONLY);
	CHECK(file >= 0);
	FAILS(getdents64(file, dbuf, sizeof dbuf), ENOTDIR, ENOTDIR);
	close(file);

	/* The mount API: privilege is checked first by most. */
	FAILS(fsopen("no_such_fs_weft", 0), ENODEV, EPERM);
	FAILS(fsopen("tmpfs", 0x100), EINVAL, EPERM);
	FAILS(fsconfig(-1, FSCONFIG_SET_FLAG, "ro", 0, 0), EBADF, EINVAL);
	FAILS(fsmount(-1, 0, 0), EBADF, EPERM);
	FAILS(fspick(-1, "relative", 0), EBADF, EPERM);
	FAILS(move_mount(-1, "a", -1, "b", 0), EBADF, EPERM);
	FAILS(open_tree(-1, "relative", 0), EBADF, EBADF);
	FAILS(open_tree(AT_FDCWD, "/", 0x80000000u), EINVAL, EINVAL);
	memset(&attr, 0, sizeof attr);
	FAILS(mount_setattr(-1, "relative", 0, &attr, 1), EINVAL, EINVAL);
	CHECK_EQ(MOUNT_ATTR_SIZE_VER0, sizeof attr);

	if (*missing) {
		char why[600];
		snprintf(why, sizeof why, "the kernel lacks:%s", missing);
		t_skip(why);
	}
	return 0;
}
