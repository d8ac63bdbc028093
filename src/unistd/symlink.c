#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int symlink(const char *target, const char *linkpath)
{
#ifdef SYS_symlink
	return __syscall_ret(__syscall(SYS_symlink, target, linkpath));
#else
	return __syscall_ret(__syscall(SYS_symlinkat, target, AT_FDCWD, linkpath));
#endif
}
