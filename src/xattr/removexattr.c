#include <sys/xattr.h>
#include "syscall.h"

int removexattr(const char *path, const char *name)
{
	return __syscall_ret(__syscall(SYS_removexattr, path, name));
}
