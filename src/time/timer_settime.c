#include <time.h>
#include "syscall.h"
#include "time_impl.h"

int timer_settime(timer_t t, int flags, const struct itimerspec *restrict value,
		  struct itimerspec *restrict old)
{
	return __syscall_ret(__syscall(SYS_timer_settime, __timer_id(t), flags, value, old));
}
