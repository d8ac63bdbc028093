#include <sys/xattr.h>
#include "syscall.h"

ssize_t getxattr(const char *path, const char *name, void *value, size_t size)
{
	return __syscall_ret(__syscall(SYS_getxattr, path, name, value, size));
}
