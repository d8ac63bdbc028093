#include <errno.h>
#include "pthread_impl.h"

int pthread_attr_setinheritsched(pthread_attr_t *a, int inherit)
{
	if (inherit == PTHREAD_EXPLICIT_SCHED)
		a->_a_flags |= A_EXPLICIT;
	else if (inherit == PTHREAD_INHERIT_SCHED)
		a->_a_flags &= ~A_EXPLICIT;
	else
		return EINVAL;
	return 0;
}
