#include <fcntl.h>
#include <sys/stat.h>
#include "syscall.h"
#include "libc.h"

int stat(const char *__weft_restrict path, struct stat *__weft_restrict st)
{
#ifdef SYS_stat
	return __syscall_ret(__syscall(SYS_stat, path, st));
#else
	return __syscall_ret(__syscall(SYS_newfstatat, AT_FDCWD, path, st, 0));
#endif
}

weak_alias(stat, stat64);
