#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include "syscall.h"
#include "utmp_impl.h"

hidden struct __utmp_db __utmp = { .fd = -1 };

hidden int __ut_open(void)
{
	const char *path = __utmp.name ? __utmp.name : _PATH_UTMP;
	long fd;

	if (__utmp.fd >= 0)
		return 0;
	fd = __syscall(SYS_openat, AT_FDCWD, path, O_RDWR | O_CLOEXEC | O_LARGEFILE);
	__utmp.rw = fd >= 0;
	if (fd == -EACCES || fd == -EROFS)
		fd = __syscall(SYS_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC | O_LARGEFILE);
	if (fd < 0)
		return __syscall_ret(fd);
	__utmp.fd = fd;
	__utmp.off = 0;
	__utmp.have = 0;
	return 0;
}

hidden void __ut_close(void)
{
	if (__utmp.fd >= 0)
		__syscall(SYS_close, __utmp.fd);
	__utmp.fd = -1;
	__utmp.have = 0;
}

hidden int __ut_lock(int fd, int type)
{
	struct flock l = { .l_type = type, .l_whence = SEEK_SET };

	return __syscall_ret(__syscall(SYS_fcntl, fd, type == F_UNLCK ? F_SETLK : F_SETLKW, &l));
}

hidden int __ut_next(void)
{
	long n;

	__utmp.have = 0;
	if (__ut_open() || __ut_lock(__utmp.fd, F_RDLCK))
		return -1;
	n = __syscall(SYS_pread64, __utmp.fd, &__utmp.rec, __UT_SIZE, __utmp.off);
	__ut_lock(__utmp.fd, F_UNLCK);
	if (n < 0)
		return __syscall_ret(n);
	if (n < (long)__UT_SIZE)
		return 0;
	__utmp.off += __UT_SIZE;
	__utmp.have = 1;
	return 1;
}
