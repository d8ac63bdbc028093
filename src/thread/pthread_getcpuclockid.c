#include <errno.h>
#include "pthread_impl.h"

/* The kernel's CPU-time clock of one thread: (~tid << 3) | per-thread |
   "sched" clock (include/linux/posix-timers.h encoding).  ESRCH once the
   thread has exited, as glibc: the clock of tid 0 would be the caller's.
   The clock names the tid, so it is meaningful only while t runs. */
int pthread_getcpuclockid(pthread_t id, clockid_t *clk)
{
	struct __pthread *t = (struct __pthread *)id;
	unsigned long mask;
	int tid = __tid_lock(t, &mask);

	if (!tid)
		return ESRCH;
	*clk = (clockid_t)((~(unsigned)tid << 3) | 4 | 2);
	__tid_unlock(t, &mask);
	return 0;
}
