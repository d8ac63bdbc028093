/*
 * The calling thread's scheduling as the locks see it, cached in
 * __pthread.sched_cache so that priority-protect mutexes and rwlocks need
 * no system call to know it (docs/mutex.md, docs/rwlock.md).  0 means
 * unknown: the library sets it back to 0 wherever it changes a thread's
 * scheduling.  A known value holds the policy and priority the kernel has
 * now, and the priority the thread has outside any priority-protect boost
 * (0 for a policy that is not real-time).
 */
#ifndef _WEFT_SCHED_CACHE_H
#define _WEFT_SCHED_CACHE_H

#include <sched.h>
#include "pthread_impl.h"

#define SC_KNOWN 0x10000000
#define SC_CUR(c)    ((c) & 0xff)
#define SC_BASE(c)   (((c) >> 8) & 0xff)
#define SC_POLICY(c) (((c) >> 16) & 0xf)
#define SC_MAKE(pol, base, cur) (SC_KNOWN | (pol) << 16 | (base) << 8 | (cur))
#define SC_RT(c) (SC_POLICY(c) == SCHED_FIFO || SC_POLICY(c) == SCHED_RR)

/* The cache, filled in from the kernel if unknown (0 if that fails). */
hidden int __sched_cache_get(void);

/* CPUs the calling thread may run on, 0 if more than 1024. */
hidden int __cpus_allowed(void);

/* The caller's real-time priority now, 0 if it is not real-time. */
static inline int __sched_rt_prio(void)
{
	int c = __sched_cache_get();
	return SC_RT(c) ? SC_CUR(c) : 0;
}

#endif
