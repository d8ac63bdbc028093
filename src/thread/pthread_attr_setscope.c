#include <errno.h>
#include "pthread_impl.h"

/* Every weft thread is a kernel thread: process scope is not supported. */
int pthread_attr_setscope(pthread_attr_t *a, int scope)
{
	(void)a;
	if (scope == PTHREAD_SCOPE_SYSTEM)
		return 0;
	return scope == PTHREAD_SCOPE_PROCESS ? ENOTSUP : EINVAL;
}
