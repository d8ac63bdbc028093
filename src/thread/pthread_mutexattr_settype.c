#include <errno.h>
#include "mutex_impl.h"

/* normal, recursive, errorcheck, or (a glibc extension) adaptive; else
   EINVAL. */
int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int type)
{
	if ((unsigned)type > MK_TYPE)
		return EINVAL;
	attr->__attr = (attr->__attr & ~MK_TYPE) | type;
	return 0;
}
