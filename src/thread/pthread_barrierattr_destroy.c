#include "rwlock_impl.h"

int pthread_barrierattr_destroy(pthread_barrierattr_t *attr)
{
	(void)attr;
	return 0;
}
