#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int unlink(const char *path)
{
#ifdef SYS_unlink
	return __syscall_ret(__syscall(SYS_unlink, path));
#else
	return __syscall_ret(__syscall(SYS_unlinkat, AT_FDCWD, path, 0));
#endif
}
