#include <sys/xattr.h>
#include "syscall.h"

ssize_t fgetxattr(int fd, const char *name, void *value, size_t size)
{
	return __syscall_ret(__syscall(SYS_fgetxattr, fd, name, value, size));
}
