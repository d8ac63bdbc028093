#include <time.h>
#include "syscall.h"
#include "time_impl.h"

/* Expirations lost between the last delivered signal and its handling. */
int timer_getoverrun(timer_t t)
{
	return __syscall_ret(__syscall(SYS_timer_getoverrun, __timer_id(t)));
}
