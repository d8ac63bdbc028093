#include <errno.h>
#include <sched.h>
#include "mutex_impl.h"

/* Priority protect: while a thread holds the mutex it runs at least at the
   ceiling (SCHED_FIFO for a thread that was not real-time).  The state to
   go back to is kept in the mutex, so unlocks in the reverse order of the
   locks restore each level in turn.  The thread's scheduling is cached in
   its descriptor: the kernel is asked once, and a lock taken at or above
   the ceiling costs no system call.  A change made behind the library's
   back (another process, or sched_setscheduler on the thread's tid from
   another thread) is not seen until the cache is dropped. */

hidden int __mutex_pp_raise(pthread_mutex_t *m, int *saved)
{
	struct __pthread *self = __self();
	int c = __sched_cache_get(), ceiling = m->_m_ceiling, pol;
	struct sched_param p;
	long r;

	*saved = 0;
	if (!c)
		return EINVAL;
	/* Only the thread's own priority counts against the ceiling: a
	   boost from another mutex it holds does not make it EINVAL. */
	if (SC_BASE(c) > ceiling)
		return EINVAL;
	pol = SC_POLICY(c);
	if (SC_RT(c) && SC_CUR(c) >= ceiling)
		return 0;
	p.sched_priority = ceiling;
	if (SC_RT(c)) {
		r = __syscall(SYS_sched_setparam, 0, &p);
	} else {
		pol = SCHED_FIFO;
		r = __syscall(SYS_sched_setscheduler, 0, SCHED_FIFO, &p);
	}
	/* Never a lock without its ceiling: a thread that may not take it
	   (EPERM: no CAP_SYS_NICE, RLIMIT_RTPRIO below the ceiling) does
	   not get the mutex either, as in glibc. */
	if (r < 0)
		return (int)-r;
	*saved = PP_CHANGED | c;
	self->sched_cache = SC_MAKE(pol, SC_BASE(c), ceiling);
	return 0;
}

hidden void __mutex_pp_restore(int saved)
{
	struct sched_param p;
	int c = saved & ~PP_CHANGED;

	if (!(saved & PP_CHANGED))
		return;
	p.sched_priority = SC_CUR(c);
	/* If the kernel refuses, what the thread runs at is unknown. */
	if (__syscall(SYS_sched_setscheduler, 0, SC_POLICY(c), &p) < 0)
		c = 0;
	__self()->sched_cache = c;
}
