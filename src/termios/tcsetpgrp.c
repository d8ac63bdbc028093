#include <sys/ioctl.h>
#include <unistd.h>
#include "syscall.h"

int tcsetpgrp(int fd, pid_t pgrp)
{
	int v = pgrp;
	return __syscall_ret(__syscall(SYS_ioctl, fd, TIOCSPGRP, &v));
}
