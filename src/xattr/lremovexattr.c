#include <sys/xattr.h>
#include "syscall.h"

int lremovexattr(const char *path, const char *name)
{
	return __syscall_ret(__syscall(SYS_lremovexattr, path, name));
}
