#include <sys/timerfd.h>
#include "syscall.h"

int timerfd_settime(int fd, int flags, const struct itimerspec *value, struct itimerspec *old)
{
	return __syscall_ret(__syscall(SYS_timerfd_settime, fd, flags, value, old));
}
