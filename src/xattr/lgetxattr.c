#include <sys/xattr.h>
#include "syscall.h"

ssize_t lgetxattr(const char *path, const char *name, void *value, size_t size)
{
	return __syscall_ret(__syscall(SYS_lgetxattr, path, name, value, size));
}
