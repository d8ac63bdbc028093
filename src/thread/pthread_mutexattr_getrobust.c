#include "mutex_impl.h"

int pthread_mutexattr_getrobust(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict robust)
{
	*robust = attr->__attr & MK_ROBUST ? PTHREAD_MUTEX_ROBUST : PTHREAD_MUTEX_STALLED;
	return 0;
}
