#include <sys/ioctl.h>
#include <termios.h>
#include "syscall.h"

int tcflow(int fd, int action)
{
	return __syscall_ret(__syscall(SYS_ioctl, fd, TCXONC, action));
}
