#include "pthread_impl.h"
#include "syscall.h"

int pthread_setschedprio(pthread_t id, int prio)
{
	struct __pthread *t = (struct __pthread *)id;
	struct sched_param p = { .sched_priority = prio };

	return (int)-__syscall(SYS_sched_setparam, t->tid, &p);
}
