#include <unistd.h>
#include "syscall.h"

int fsync(int fd)
{
	return __syscall_ret(__syscall_cp(SYS_fsync, fd));
}
