#include <errno.h>
#include "pthread_impl.h"
#include "syscall.h"

/* Returns the kernel's error number (EINVAL, EPERM), or ESRCH once the
   thread has exited. */
int pthread_setschedparam(pthread_t id, int policy, const struct sched_param *p)
{
	struct __pthread *t = (struct __pthread *)id;
	unsigned long mask;
	int tid = __tid_lock(t, &mask);
	long r;

	if (!tid)
		return ESRCH;
	r = __syscall(SYS_sched_setscheduler, tid, policy, p);
	t->sched_cache = 0; /* priority protect asks the kernel again */
	__tid_unlock(t, &mask);
	return (int)-r;
}
