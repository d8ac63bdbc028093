#include "rwlock_impl.h"

/* Default: PTHREAD_PROCESS_PRIVATE. */
int pthread_barrierattr_init(pthread_barrierattr_t *attr)
{
	attr->__attr = PTHREAD_PROCESS_PRIVATE;
	return 0;
}
