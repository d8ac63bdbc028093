#include <errno.h>
#include "atomic.h"
#include "futex.h"
#include "thread_mem.h"

/*
 * Claims the thread for joining (JOINABLE or EXITING -> JOINING), waits
 * until the kernel has cleared its tid (it is then gone and no longer
 * touches its memory), takes its result and frees its memory.  A timeout
 * or a busy tryjoin gives the claim back.  The wait is a cancellation
 * point.
 */
hidden int __pthread_join(pthread_t id, void **res, clockid_t clk,
			  const struct timespec *at, int try_only)
{
	struct __pthread *t = (struct __pthread *)id;
	int state, tid, e;

	if (t == __self())
		return EDEADLK;
	do {
		state = __atomic_load_n(&t->detach_state, __ATOMIC_ACQUIRE);
		if (state == DT_DETACHED || state == DT_JOINING)
			return EINVAL;
	} while (a_cas(&t->detach_state, state, DT_JOINING) != state);

	while ((tid = __atomic_load_n(&t->tid, __ATOMIC_ACQUIRE))) {
		e = try_only ? EBUSY : __futex_timedwait_cp(&t->tid, tid, clk, at, 0);
		if (e == EBUSY || e == ETIMEDOUT || e == EINVAL) {
			__atomic_store_n(&t->detach_state, state, __ATOMIC_RELEASE);
			return e;
		}
	}
	if (res)
		*res = t->result;
	__thread_free(t);
	return 0;
}
