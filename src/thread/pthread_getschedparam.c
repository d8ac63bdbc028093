#include <errno.h>
#include "pthread_impl.h"
#include "syscall.h"

int pthread_getschedparam(pthread_t id, int *restrict policy, struct sched_param *restrict p)
{
	struct __pthread *t = (struct __pthread *)id;
	unsigned long mask;
	int tid = __tid_lock(t, &mask);
	long r;

	if (!tid)
		return ESRCH;
	r = __syscall(SYS_sched_getscheduler, tid);
	if (r >= 0) {
		*policy = (int)r & ~SCHED_RESET_ON_FORK;
		r = __syscall(SYS_sched_getparam, tid, p);
	}
	__tid_unlock(t, &mask);
	return (int)-(r < 0 ? r : 0);
}
