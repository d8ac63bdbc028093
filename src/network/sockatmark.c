#include <sys/socket.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* 1 when the read position is at the out-of-band mark. */
int sockatmark(int fd)
{
	int at = 0;
	long r = __syscall(SYS_ioctl, fd, SIOCATMARK, &at);
	return r < 0 ? __syscall_ret(r) : at;
}
