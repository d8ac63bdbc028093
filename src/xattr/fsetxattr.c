#include <sys/xattr.h>
#include "syscall.h"

int fsetxattr(int fd, const char *name, const void *value, size_t size, int flags)
{
	return __syscall_ret(__syscall(SYS_fsetxattr, fd, name, value, size, flags));
}
