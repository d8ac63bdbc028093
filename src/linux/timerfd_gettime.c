#include <sys/timerfd.h>
#include "syscall.h"

int timerfd_gettime(int fd, struct itimerspec *cur)
{
	return __syscall_ret(__syscall(SYS_timerfd_gettime, fd, cur));
}
