#include <time.h>
#include "syscall.h"
#include "time_impl.h"

int timer_gettime(timer_t t, struct itimerspec *value)
{
	return __syscall_ret(__syscall(SYS_timer_gettime, __timer_id(t), value));
}
