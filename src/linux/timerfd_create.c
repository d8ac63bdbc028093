#include <sys/timerfd.h>
#include "syscall.h"

int timerfd_create(clockid_t clock, int flags)
{
	return __syscall_ret(__syscall(SYS_timerfd_create, clock, flags));
}
