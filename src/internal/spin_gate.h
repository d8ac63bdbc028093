/*
 * Whether a waiter spins before it sleeps: the policy condvar and
 * semaphore waits share (docs/condvar.md, docs/semaphore.md).  The
 * spin itself is the lock core's budget, LK_SPIN_BUDGET pauses.
 *
 * On one CPU whoever would end the wait cannot run while the waiter
 * spins, and a spin that lasts until the scheduler preempts it would
 * even look answered, so there is none: a thread counts the CPUs of its
 * affinity mask.  A spin that ends in a sleep anyway is a miss (the
 * other side is not running, or the wait is a long one): after
 * SPIN_MISSES misses in a row a thread spins on only one wait in
 * SPIN_PROBE, until a spin is answered again.  Each kind of wait keeps
 * its own record (struct __spin_gate in the thread's descriptor).
 */
#ifndef _WEFT_SPIN_GATE_H
#define _WEFT_SPIN_GATE_H

#include "pthread_impl.h"
#include "sched_cache.h"

#define SPIN_MISSES 4
#define SPIN_PROBE 64
/* The library forgets a thread's count of CPUs wherever it changes the
   thread's mask; a change from outside (taskset -p, or another thread
   naming this one's tid) is seen within this many waits. */
#define SPIN_RECOUNT 1024

/* Whether this wait should spin; counts it as a miss until
   __spin_answered says otherwise. */
static inline int __spin_wanted(struct __pthread *self, struct __spin_gate *g)
{
	unsigned k;

	if (!self->cpus || !(++g->waits % SPIN_RECOUNT)) {
		int n = __cpus_allowed();
		self->cpus = n ? n : 2;
	}
	if (self->cpus < 2)
		return 0;
	k = g->misses++;
	return k < SPIN_MISSES || !(k % SPIN_PROBE);
}

/* The wait ended within its spin. */
static inline void __spin_answered(struct __spin_gate *g)
{
	g->misses = 0;
}

#endif
