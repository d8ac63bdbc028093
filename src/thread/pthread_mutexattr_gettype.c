#include "mutex_impl.h"

int pthread_mutexattr_gettype(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict type)
{
	*type = attr->__attr & MK_TYPE;
	return 0;
}
