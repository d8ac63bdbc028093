#include <stdlib.h>
#include <sys/ioctl.h>
#include "syscall.h"

int unlockpt(int fd)
{
	int lock = 0;
	return __syscall_ret(__syscall(SYS_ioctl, fd, TIOCSPTLCK, &lock));
}
