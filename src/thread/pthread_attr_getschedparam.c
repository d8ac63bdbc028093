#include "pthread_impl.h"

int pthread_attr_getschedparam(const pthread_attr_t *restrict a, struct sched_param *restrict p)
{
	p->sched_priority = (unsigned)a->_a_flags >> 16;
	return 0;
}
