#include "cancel.h"
#include "thread_mem.h"

/* EDEADLK for the calling thread, EINVAL for a detached thread or one
   another thread is already joining.  A cancellation point, also when
   t has already exited and the join would not block. */
int pthread_join(pthread_t t, void **res)
{
	__cancel_point();
	return __pthread_join(t, res, CLOCK_MONOTONIC, 0, 0);
}
