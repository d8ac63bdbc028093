#include <errno.h>
#include "pthread_impl.h"
#include "syscall.h"

int pthread_setschedprio(pthread_t id, int prio)
{
	struct __pthread *t = (struct __pthread *)id;
	struct sched_param p = { .sched_priority = prio };
	unsigned long mask;
	int tid = __tid_lock(t, &mask);
	long r;

	if (!tid)
		return ESRCH;
	r = __syscall(SYS_sched_setparam, tid, &p);
	t->sched_cache = 0; /* priority protect asks the kernel again */
	__tid_unlock(t, &mask);
	return (int)-r;
}
