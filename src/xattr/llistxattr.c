#include <sys/xattr.h>
#include "syscall.h"

ssize_t llistxattr(const char *path, char *list, size_t size)
{
	return __syscall_ret(__syscall(SYS_llistxattr, path, list, size));
}
