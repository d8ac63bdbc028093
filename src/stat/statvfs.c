#include <sys/statvfs.h>
#include "statvfs_impl.h"
#include "syscall.h"
#include "libc.h"

int statvfs(const char *__weft_restrict path, struct statvfs *__weft_restrict buf)
{
	struct statfs fs;
	long r = __syscall(SYS_statfs, path, &fs);

	if (r < 0)
		return __syscall_ret(r);
	__statvfs_from_statfs(buf, &fs);
	return 0;
}

weak_alias(statvfs, statvfs64);
