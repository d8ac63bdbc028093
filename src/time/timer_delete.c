#include <time.h>
#include "syscall.h"
#include "time_impl.h"

int timer_delete(timer_t t)
{
	return __syscall_ret(__syscall(SYS_timer_delete, __timer_id(t)));
}
