#include <sched.h>
#include "pthread_impl.h"
#include "syscall.h"

int sched_setscheduler(pid_t pid, int policy, const struct sched_param *param)
{
	/* The calling thread's cached scheduling (priority protect) goes
	   stale; another thread's tid is not looked up. */
	if (!pid || pid == __self()->tid)
		__self()->sched_cache = 0;
	return __syscall_ret(__syscall(SYS_sched_setscheduler, pid, policy, param));
}
