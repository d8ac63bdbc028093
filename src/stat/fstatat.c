#include <fcntl.h>
#include <sys/stat.h>
#include "syscall.h"
#include "libc.h"

/* The kernel's struct stat is the public one on this arch. */
int fstatat(int dirfd, const char *__weft_restrict path,
	    struct stat *__weft_restrict st, int flags)
{
	return __syscall_ret(__syscall(SYS_newfstatat, dirfd, path, st, flags));
}

weak_alias(fstatat, fstatat64);
