#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int rmdir(const char *path)
{
#ifdef SYS_rmdir
	return __syscall_ret(__syscall(SYS_rmdir, path));
#else
	return __syscall_ret(__syscall(SYS_unlinkat, AT_FDCWD, path, AT_REMOVEDIR));
#endif
}
