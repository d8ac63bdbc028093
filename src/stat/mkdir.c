#include <fcntl.h>
#include <sys/stat.h>
#include "syscall.h"

int mkdir(const char *path, mode_t mode)
{
#ifdef SYS_mkdir
	return __syscall_ret(__syscall(SYS_mkdir, path, mode));
#else
	return __syscall_ret(__syscall(SYS_mkdirat, AT_FDCWD, path, mode));
#endif
}
