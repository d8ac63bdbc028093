/*
 * Mutexes: field names inside pthread_mutex_t and the private helpers.
 * docs/mutex.md has the algorithm and the invariants.
 *
 * pthread_mutex_t is ten ints (40 bytes, glibc's size):
 *
 *   word 0    _m_lock   the futex word.  Robust and PI kinds keep the
 *             kernel's format: bit 31 FUTEX_WAITERS (the unlocker must
 *             wake, or for PI ask the kernel), bit 30 FUTEX_OWNER_DIED
 *             (set by the kernel when a robust owner died), the owner's
 *             tid below.  Every other kind (normal, recursive,
 *             errorcheck, adaptive, priority-protect) is a word of the
 *             lock core (lock.h), which does not hold the owner.
 *   word 1    _m_count  recursive kind: extra locks held beyond the first
 *   word 2    _m_state  robust kinds: MS_CONSISTENT, MS_INCONSISTENT (the
 *                       owner got EOWNERDEAD and has not yet called
 *                       pthread_mutex_consistent), MS_NOTRECOVERABLE
 *             _m_owner  the other kinds: the holder's tid, stored by it
 *                       right after it took the word and cleared right
 *                       before it gives it back, so a thread finds its
 *                       own tid there exactly while it holds the mutex
 *                       (an owner check is one plain load)
 *   word 3    _m_saved  priority protect: how to restore the owner's
 *                       scheduling at unlock (PP_CHANGED | policy<<16 | prio)
 *   word 4    _m_kind   bits 0-1 type (normal, recursive, errorcheck,
 *                       adaptive), MK_NORMAL, MK_ROBUST, MK_PI, MK_PP,
 *                       MK_PSHARED.  Word 4 is the kind in the static
 *                       initialisers too.
 *   word 5    _m_ceiling priority protect: the ceiling
 *   bytes 24-31 _m_prev  robust list: previous entry (or the list head);
 *                       other kinds: last of the deferred condvar waiters
 *   bytes 32-39 _m_next  robust list: the kernel's `struct robust_list`,
 *                       so the futex word is ROBUST_OFFSET bytes from it;
 *                       other kinds: first of the condvar waiters whose
 *                       wake-up waits for this mutex's unlock (a
 *                       pthread_cond_signal by the holder: docs/condvar.md),
 *                       touched only by the holder
 */
#ifndef _WEFT_MUTEX_IMPL_H
#define _WEFT_MUTEX_IMPL_H

#include <pthread.h>
#include "atomic.h"
#include "futex.h"
#include "lock.h"
#include "pthread_impl.h"
#include "sched_cache.h"

#define _m_lock    __u.__vi[0]
#define _m_count   __u.__i[1]
#define _m_state   __u.__vi[2]
#define _m_owner   __u.__i[2]
#define _m_saved   __u.__i[3]
#define _m_kind    __u.__i[4]
#define _m_ceiling __u.__i[5]
#define _m_prev    __u.__p[3]
#define _m_next    __u.__p[4]

/* _m_kind (and pthread_mutexattr_t, which uses the same low bits) */
#define MK_TYPE    3
/* PTHREAD_MUTEX_NORMAL was asked for, not left at PTHREAD_MUTEX_DEFAULT
   (the ABI gives both the value 0).  Only robust and PI mutexes keep it
   in _m_kind: there a relock must deadlock, as POSIX's table says for
   NORMAL, where DEFAULT reports EDEADLK.  Every other normal mutex
   deadlocks anyway, and keeping its kind 0 keeps the inline fast path. */
#define MK_NORMAL  0x04
#define MK_ROBUST  0x10
#define MK_PI      0x20
#define MK_PP      0x40
#define MK_PSHARED 0x80
#define MK_BITS    0xf7
/* pthread_mutexattr_t only: the ceiling in bits 16-30 */
#define MA_CEILING_SHIFT 16

/* _m_state */
#define MS_CONSISTENT 0
#define MS_INCONSISTENT 1
#define MS_NOTRECOVERABLE 2

/* _m_saved: the sched_cache value to go back to at unlock (sched_cache.h),
   with PP_CHANGED. */
#define PP_CHANGED 0x40000000

/* From the robust-list entry (&_m_next) to the futex word. */
#define ROBUST_OFFSET (-32L)

/* Whether the futex operations on the word may be private.  Never for a
   robust mutex: when an owner dies the kernel wakes a waiter with a
   shared (non-private) FUTEX_WAKE, which only finds shared waiters. */
static inline int __mutex_priv(const pthread_mutex_t *m)
{
	return !(m->_m_kind & (MK_PSHARED | MK_ROBUST));
}

/* A condvar waiter (docs/condvar.md), on its own stack.  next/prev link
   it into the condvar's queue; once a signal has chosen it, mnext links
   it into its mutex's deferred list while the signaller holds the mutex.
   state is its futex word. */
struct __cond_node {
	struct __cond_node *next, *prev, *mnext;
	pthread_mutex_t *m;
	volatile int state;
};
enum {
	CN_WAITING,     /* queued on the condvar */
	CN_LEAVING,     /* timed out or cancelled: unqueues itself */
	CN_DEFERRED,    /* chosen; woken by the next unlock of its mutex */
	CN_WAKE,        /* chosen and woken: takes the mutex and returns */
	CN_ALL = 4,     /* with DEFERRED or WAKE: chosen by a broadcast */
	CN_SPIN = 8     /* with WAITING, DEFERRED or WAKE: the waiter is
			   spinning, not asleep, so whoever sets CN_WAKE
			   makes no wake-up call */
};

/* Changes a waiter's state with compare-and-swap until one sticks
   (the waiter clears CN_SPIN while others choose or wake it): clears the
   bits in clr and sets those in set, but only while the state without
   CN_SPIN is `only` (any state if only < 0).  Returns the state found
   before the change, or the one that failed `only`. */
static inline int __cn_change(volatile int *state, int only, int clr, int set)
{
	int s = a_load(state), t;

	while (only < 0 || (s & ~CN_SPIN) == only) {
		if ((t = a_cas(state, s, (s & ~clr) | set)) == s)
			break;
		s = t;
	}
	return s;
}

/* Whether the mutex uses the lock core's word (not robust, not PI). */
static inline int __mutex_core(const pthread_mutex_t *m)
{
	return !(m->_m_kind & (MK_ROBUST | MK_PI));
}

/* The holder's tid, 0 when free. */
static inline int __mutex_owner(const pthread_mutex_t *m)
{
	return __mutex_core(m) ? m->_m_owner : m->_m_lock & FUTEX_TID_MASK;
}

/* Whether a condvar signal by the holder may leave the wake-up of the
   chosen waiter to the mutex's unlock: a private core mutex, whose
   _m_prev/_m_next are free for the deferred list. */
static inline int __mutex_can_defer(const pthread_mutex_t *m)
{
	return !(m->_m_kind & (MK_ROBUST | MK_PI | MK_PSHARED));
}

/* The general paths. */
hidden int __mutex_timedlock(pthread_mutex_t *m, clockid_t clk,
			     const struct timespec *at);
hidden int __mutex_trylock_slow(pthread_mutex_t *m);
hidden int __mutex_unlock_slow(pthread_mutex_t *m);

/* Robust list of the calling thread (registered lazily). */
hidden void __robust_register(void);
hidden void __robust_add(struct __pthread *self, pthread_mutex_t *m);
/* Before trying to take robust mutex m: the thread's list registered,
   and m named as pending so the kernel sees a half-done acquisition. */
hidden void __robust_begin(struct __pthread *self, pthread_mutex_t *m);
/* After taking m (its _m_saved already set): links it on the list and
   clears pending.  Returns 0, EOWNERDEAD (the dead owner's mark cleaned,
   m held and inconsistent) or ENOTRECOVERABLE (m released again). */
hidden int __robust_acquired(struct __pthread *self, pthread_mutex_t *m);
hidden void __robust_del(struct __pthread *self, pthread_mutex_t *m);
/* Hands over the robust mutexes the calling thread still holds and
   unregisters its list: for pthread_exit before the thread's memory goes
   away (declare it weak there, so only programs with robust mutexes link
   it). */
hidden void __pthread_robust_exit(void);

/* Priority protect: raise to the ceiling before taking the lock (0,
   EINVAL for a caller whose own priority is above the ceiling, or the
   scheduler's error, EPERM when real-time scheduling is not allowed),
   restore after releasing it.  No system call when the thread already
   runs at the ceiling or above. */
hidden int __mutex_pp_raise(pthread_mutex_t *m, int *saved);
hidden void __mutex_pp_restore(int saved);

#endif
