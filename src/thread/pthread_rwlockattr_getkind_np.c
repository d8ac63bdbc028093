#define _GNU_SOURCE
#include "rwlock_impl.h"

int pthread_rwlockattr_getkind_np(const pthread_rwlockattr_t *restrict attr, int *restrict kind)
{
	*kind = attr->_rwa_kind;
	return 0;
}
