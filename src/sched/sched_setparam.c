#include <sched.h>
#include "pthread_impl.h"
#include "syscall.h"

int sched_setparam(pid_t pid, const struct sched_param *param)
{
	/* As sched_setscheduler: the caller's cached scheduling goes stale. */
	if (!pid || pid == __self()->tid)
		__self()->sched_cache = 0;
	return __syscall_ret(__syscall(SYS_sched_setparam, pid, param));
}
