#include <errno.h>
#include "cond_impl.h"

int pthread_condattr_setpshared(pthread_condattr_t *attr, int pshared)
{
	if (pshared == PTHREAD_PROCESS_SHARED)
		attr->__attr |= C_PSHARED;
	else if (pshared == PTHREAD_PROCESS_PRIVATE)
		attr->__attr &= ~C_PSHARED;
	else
		return EINVAL;
	return 0;
}
