#include <sys/xattr.h>
#include "syscall.h"

int setxattr(const char *path, const char *name, const void *value, size_t size, int flags)
{
	return __syscall_ret(__syscall(SYS_setxattr, path, name, value, size, flags));
}
