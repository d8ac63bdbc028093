#include <sys/ioctl.h>
#include <termios.h>
#include "syscall.h"

pid_t tcgetsid(int fd)
{
	int sid;
	long r = __syscall(SYS_ioctl, fd, TIOCGSID, &sid);
	return r < 0 ? __syscall_ret(r) : sid;
}
