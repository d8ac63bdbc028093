#include <errno.h>
#include "lock.h"
#include "thread_mem.h"

/* ESRCH for an id no longer on the thread list (joined, or detached and
   gone: see docs/threads.md, lifetime).  A thread that has already
   exited cannot free itself any more: detaching it means reclaiming it
   now, as a join would. */
int pthread_detach(pthread_t id)
{
	struct __pthread *t = (struct __pthread *)id;
	int state;

	__lock(&__thread_list_lock);
	if (!__thread_listed(t)) {
		__unlock(&__thread_list_lock);
		return ESRCH;
	}
	state = t->detach_state;
	if (state == DT_JOINABLE)
		t->detach_state = DT_DETACHED;
	else if (state == DT_EXITING)
		t->detach_state = DT_JOINING;
	__unlock(&__thread_list_lock);
	if (state == DT_JOINABLE)
		return 0;
	if (state == DT_EXITING)
		return __thread_reap(t, 0, CLOCK_MONOTONIC, 0, 0);
	return EINVAL;
}
