#include <unistd.h>
#include "syscall.h"

int unlinkat(int dirfd, const char *path, int flags)
{
	return __syscall_ret(__syscall(SYS_unlinkat, dirfd, path, flags));
}
