#include <sys/ioctl.h>
#include <termios.h>
#include "syscall.h"

/* TCSBRK with a non-zero argument waits for the output to drain without
   sending a break.  A cancellation point. */
int tcdrain(int fd)
{
	return __syscall_ret(__syscall_cp(SYS_ioctl, fd, TCSBRK, 1));
}
