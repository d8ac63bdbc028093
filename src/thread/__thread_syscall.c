#include <errno.h>
#include "pthread_impl.h"
#include "syscall.h"

/* Holding t's tid lock across the call is what keeps the tid from naming
   the caller (0 after exit) or an unrelated thread (reuse) by the time the
   kernel sees it; see __tid_lock. */
hidden long __thread_syscall(struct __pthread *t, long nr, long a, long b, long c)
{
	unsigned long mask;
	int tid = __tid_lock(t, &mask);
	long r;

	if (!tid)
		return -ESRCH;
	r = __syscall(nr, tid, a, b, c);
	__tid_unlock(t, &mask);
	return r;
}
