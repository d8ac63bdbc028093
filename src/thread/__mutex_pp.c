#include <errno.h>
#include <sched.h>
#include "mutex_impl.h"

/* Priority protect: while a thread holds the mutex it runs at least at the
   ceiling (SCHED_FIFO for a thread that was not real-time).  The previous
   policy and priority are kept in the mutex, so unlocks in the reverse
   order of the locks restore each level in turn. */
hidden int __mutex_pp_raise(pthread_mutex_t *m, int *saved)
{
	int tid = __self()->tid, ceiling = m->_m_ceiling;
	struct sched_param p;
	long pol, r;

	*saved = 0;
	pol = __syscall(SYS_sched_getscheduler, tid);
	if (pol < 0)
		return (int)-pol;
	pol &= ~SCHED_RESET_ON_FORK;
	r = __syscall(SYS_sched_getparam, tid, &p);
	if (r < 0)
		return (int)-r;
	if (pol == SCHED_FIFO || pol == SCHED_RR) {
		if (p.sched_priority > ceiling)
			return EINVAL;
		if (p.sched_priority == ceiling)
			return 0;
		*saved = PP_CHANGED | (int)pol << 16 | p.sched_priority;
		p.sched_priority = ceiling;
		r = __syscall(SYS_sched_setparam, tid, &p);
	} else {
		*saved = PP_CHANGED | (int)pol << 16 | p.sched_priority;
		p.sched_priority = ceiling;
		r = __syscall(SYS_sched_setscheduler, tid, SCHED_FIFO, &p);
		/* A thread not allowed real-time scheduling keeps its own: the
		   lock still works, without the boost (docs/mutex.md). */
		if (r == -EPERM)
			*saved = 0, r = 0;
	}
	if (r < 0) {
		*saved = 0;
		return (int)-r;
	}
	return 0;
}

hidden void __mutex_pp_restore(int saved)
{
	struct sched_param p;

	if (!(saved & PP_CHANGED))
		return;
	p.sched_priority = saved & 0xffff;
	__syscall(SYS_sched_setscheduler, __self()->tid, (saved >> 16) & 0x3fff, &p);
}
