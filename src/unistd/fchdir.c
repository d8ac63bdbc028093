#include <unistd.h>
#include "syscall.h"

int fchdir(int fd)
{
	return __syscall_ret(__syscall(SYS_fchdir, fd));
}
