#include "mutex_impl.h"

int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict protocol)
{
	*protocol = attr->__attr & MK_PI ? PTHREAD_PRIO_INHERIT :
		    attr->__attr & MK_PP ? PTHREAD_PRIO_PROTECT : PTHREAD_PRIO_NONE;
	return 0;
}
