#define _GNU_SOURCE
#include "rwlock_impl.h"

/* EINVAL unless one of the PTHREAD_RWLOCK_PREFER_*_NP kinds. */
int pthread_rwlockattr_setkind_np(pthread_rwlockattr_t *attr, int kind)
{
	if (kind != PTHREAD_RWLOCK_PREFER_READER_NP && kind != PTHREAD_RWLOCK_PREFER_WRITER_NP
	    && kind != PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP)
		return EINVAL;
	attr->_rwa_kind = kind;
	return 0;
}
