#include <errno.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* devpts gives the slave the right owner and mode when it is created, so
   there is nothing to do but check that fd is a master. */
int grantpt(int fd)
{
	unsigned n;
	long r = __syscall(SYS_ioctl, fd, TIOCGPTN, &n);
	if (r == -ENOTTY)
		r = -EINVAL;
	return r < 0 ? __syscall_ret(r) : 0;
}
