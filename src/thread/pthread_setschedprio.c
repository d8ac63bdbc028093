#include "pthread_impl.h"
#include "syscall.h"

int pthread_setschedprio(pthread_t id, int prio)
{
	struct __pthread *t = (struct __pthread *)id;
	struct sched_param p = { .sched_priority = prio };

	t->sched_cache = 0; /* priority protect asks the kernel again */
	return (int)-__syscall(SYS_sched_setparam, t->tid, &p);
}
