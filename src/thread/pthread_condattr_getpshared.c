#include "cond_impl.h"

int pthread_condattr_getpshared(const pthread_condattr_t *__weft_restrict attr, int *__weft_restrict pshared)
{
	*pshared = attr->__attr & C_PSHARED ? PTHREAD_PROCESS_SHARED : PTHREAD_PROCESS_PRIVATE;
	return 0;
}
