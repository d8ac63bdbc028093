#include <errno.h>
#include "pthread_impl.h"
#include "syscall.h"

/* EINVAL when the priority is outside the range of the attribute's
   policy (as glibc checks). */
int pthread_attr_setschedparam(pthread_attr_t *restrict a, const struct sched_param *restrict p)
{
	int policy = a->_a_flags & 0xff;
	long lo = __syscall(SYS_sched_get_priority_min, policy);
	long hi = __syscall(SYS_sched_get_priority_max, policy);

	if (lo < 0 || hi < 0 || p->sched_priority < lo || p->sched_priority > hi)
		return EINVAL;
	a->_a_flags = (a->_a_flags & 0xffff) | (p->sched_priority << 16);
	return 0;
}
