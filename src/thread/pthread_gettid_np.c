#define _GNU_SOURCE
#include "pthread_impl.h"

/* A value to report, not to act on: 0 once the kernel has released the
   thread; the descriptor is readable until the join (docs/threads.md,
   lifetime).  Code that acts on the tid uses __tid_lock. */
pid_t pthread_gettid_np(pthread_t id)
{
	return __atomic_load_n(&((struct __pthread *)id)->tid, __ATOMIC_RELAXED);
}
