#include <sys/xattr.h>
#include "syscall.h"

int lsetxattr(const char *path, const char *name, const void *value, size_t size, int flags)
{
	return __syscall_ret(__syscall(SYS_lsetxattr, path, name, value, size, flags));
}
