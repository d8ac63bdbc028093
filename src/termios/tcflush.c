#include <sys/ioctl.h>
#include <termios.h>
#include "syscall.h"

int tcflush(int fd, int queue)
{
	return __syscall_ret(__syscall(SYS_ioctl, fd, TCFLSH, queue));
}
