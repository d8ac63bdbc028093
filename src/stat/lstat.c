#include <fcntl.h>
#include <sys/stat.h>
#include "syscall.h"
#include "libc.h"

int lstat(const char *__weft_restrict path, struct stat *__weft_restrict st)
{
#ifdef SYS_lstat
	return __syscall_ret(__syscall(SYS_lstat, path, st));
#else
	return __syscall_ret(__syscall(SYS_newfstatat, AT_FDCWD, path, st, AT_SYMLINK_NOFOLLOW));
#endif
}

weak_alias(lstat, lstat64);
