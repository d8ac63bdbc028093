#include <sys/statvfs.h>
#include "statvfs_impl.h"
#include "syscall.h"
#include "libc.h"

int fstatvfs(int fd, struct statvfs *buf)
{
	struct statfs fs;
	long r = __syscall(SYS_fstatfs, fd, &fs);

	if (r < 0)
		return __syscall_ret(r);
	__statvfs_from_statfs(buf, &fs);
	return 0;
}

weak_alias(fstatvfs, fstatvfs64);
