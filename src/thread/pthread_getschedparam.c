#include "pthread_impl.h"
#include "syscall.h"

int pthread_getschedparam(pthread_t id, int *restrict policy, struct sched_param *restrict p)
{
	struct __pthread *t = (struct __pthread *)id;
	long r = __syscall(SYS_sched_getscheduler, t->tid);

	if (r < 0)
		return (int)-r;
	*policy = (int)r & ~SCHED_RESET_ON_FORK;
	return (int)-__syscall(SYS_sched_getparam, t->tid, p);
}
