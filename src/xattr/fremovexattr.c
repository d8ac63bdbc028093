#include <sys/xattr.h>
#include "syscall.h"

int fremovexattr(int fd, const char *name)
{
	return __syscall_ret(__syscall(SYS_fremovexattr, fd, name));
}
