#include <unistd.h>
#include "syscall.h"

int fdatasync(int fd)
{
	return __syscall_ret(__syscall_cp(SYS_fdatasync, fd));
}
