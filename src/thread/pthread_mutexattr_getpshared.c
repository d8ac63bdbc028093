#include "mutex_impl.h"

int pthread_mutexattr_getpshared(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict pshared)
{
	*pshared = attr->__attr & MK_PSHARED ? PTHREAD_PROCESS_SHARED : PTHREAD_PROCESS_PRIVATE;
	return 0;
}
