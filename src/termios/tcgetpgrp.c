#include <sys/ioctl.h>
#include <unistd.h>
#include "syscall.h"

pid_t tcgetpgrp(int fd)
{
	int pgrp;
	long r = __syscall(SYS_ioctl, fd, TIOCGPGRP, &pgrp);
	return r < 0 ? __syscall_ret(r) : pgrp;
}
