#include <sys/xattr.h>
#include "syscall.h"

ssize_t flistxattr(int fd, char *list, size_t size)
{
	return __syscall_ret(__syscall(SYS_flistxattr, fd, list, size));
}
