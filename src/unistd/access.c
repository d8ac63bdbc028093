#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int access(const char *path, int mode)
{
#ifdef SYS_access
	return __syscall_ret(__syscall(SYS_access, path, mode));
#else
	return __syscall_ret(__syscall(SYS_faccessat, AT_FDCWD, path, mode));
#endif
}
