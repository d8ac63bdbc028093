#include <sys/stat.h>
#include "syscall.h"

int fchmod(int fd, mode_t mode)
{
	return __syscall_ret(__syscall(SYS_fchmod, fd, mode));
}
