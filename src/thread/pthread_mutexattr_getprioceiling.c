#include "mutex_impl.h"

int pthread_mutexattr_getprioceiling(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict ceiling)
{
	*ceiling = attr->__attr >> MA_CEILING_SHIFT;
	return 0;
}
