#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int link(const char *oldpath, const char *newpath)
{
#ifdef SYS_link
	return __syscall_ret(__syscall(SYS_link, oldpath, newpath));
#else
	return __syscall_ret(__syscall(SYS_linkat, AT_FDCWD, oldpath, AT_FDCWD, newpath, 0));
#endif
}
