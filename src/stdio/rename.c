#include <fcntl.h>
#include "stdio_impl.h"
#include "syscall.h"

int rename(const char *from, const char *to)
{
#ifdef SYS_rename
	return __syscall_ret(__syscall(SYS_rename, from, to));
#elif defined(SYS_renameat)
	return __syscall_ret(__syscall(SYS_renameat, AT_FDCWD, from, AT_FDCWD, to));
#else
	return __syscall_ret(__syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 0));
#endif
}
