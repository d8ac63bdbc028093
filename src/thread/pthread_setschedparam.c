#include "pthread_impl.h"
#include "syscall.h"

/* Returns the kernel's error number (EINVAL, EPERM, ESRCH). */
int pthread_setschedparam(pthread_t id, int policy, const struct sched_param *p)
{
	struct __pthread *t = (struct __pthread *)id;

	t->sched_cache = 0; /* priority protect asks the kernel again */
	return (int)-__syscall(SYS_sched_setscheduler, t->tid, policy, p);
}
