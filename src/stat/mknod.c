#include <fcntl.h>
#include <sys/stat.h>
#include "syscall.h"

int mknod(const char *path, mode_t mode, dev_t dev)
{
#ifdef SYS_mknod
	return __syscall_ret(__syscall(SYS_mknod, path, mode, dev));
#else
	return __syscall_ret(__syscall(SYS_mknodat, AT_FDCWD, path, mode, dev));
#endif
}
