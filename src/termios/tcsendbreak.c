#include <sys/ioctl.h>
#include <termios.h>
#include "syscall.h"

/* Zero (or less) sends the standard break of 0.25 to 0.5 s; a positive
   duration is taken as milliseconds, which TCSBRKP counts in tenths of a
   second. */
int tcsendbreak(int fd, int duration)
{
	if (duration <= 0)
		return __syscall_ret(__syscall(SYS_ioctl, fd, TCSBRK, 0));
	return __syscall_ret(__syscall(SYS_ioctl, fd, TCSBRKP, (duration + 99) / 100));
}
