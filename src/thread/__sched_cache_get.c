#include "sched_cache.h"
#include "syscall.h"

hidden int __sched_cache_get(void)
{
	struct __pthread *self = __self();
	struct sched_param p;
	int c = self->sched_cache;
	long pol;

	if (c)
		return c;
	pol = __syscall(SYS_sched_getscheduler, 0);
	if (pol < 0 || __syscall(SYS_sched_getparam, 0, &p) < 0)
		return 0;
	pol &= ~SCHED_RESET_ON_FORK;
	if (pol != SCHED_FIFO && pol != SCHED_RR)
		p.sched_priority = 0;
	c = SC_MAKE((int)pol, p.sched_priority, p.sched_priority);
	self->sched_cache = c;
	return c;
}
