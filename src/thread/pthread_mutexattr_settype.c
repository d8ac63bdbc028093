#include <errno.h>
#include "mutex_impl.h"

/* normal, recursive, errorcheck, or (a glibc extension) adaptive; else
   EINVAL.  Naming PTHREAD_MUTEX_NORMAL is remembered (MK_NORMAL), though
   pthread_mutexattr_gettype reports it as the same 0 as the default. */
int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int type)
{
	if ((unsigned)type > MK_TYPE)
		return EINVAL;
	attr->__attr = (attr->__attr & ~(MK_TYPE | MK_NORMAL)) | type |
		       (type == PTHREAD_MUTEX_NORMAL ? MK_NORMAL : 0);
	return 0;
}
