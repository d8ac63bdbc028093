#include <errno.h>
#include "atomic.h"
#include "thread_mem.h"

/* A thread that has already begun to exit cannot free itself any more:
   then detaching it means reclaiming it now, as a join would. */
int pthread_detach(pthread_t id)
{
	struct __pthread *t = (struct __pthread *)id;
	int state = a_cas(&t->detach_state, DT_JOINABLE, DT_DETACHED);

	if (state == DT_JOINABLE)
		return 0;
	if (state == DT_EXITING)
		return __pthread_join(id, 0, CLOCK_MONOTONIC, 0, 0);
	return EINVAL;
}
