#include "pthread_impl.h"

int pthread_attr_getinheritsched(const pthread_attr_t *restrict a, int *restrict inherit)
{
	*inherit = a->_a_flags & A_EXPLICIT ? PTHREAD_EXPLICIT_SCHED : PTHREAD_INHERIT_SCHED;
	return 0;
}
