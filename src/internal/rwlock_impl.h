/*
 * Read-write locks, spin locks and barriers: names for the words of the
 * public types and the helpers the rwlock functions share.  The algorithm,
 * its invariants and the memory orders are in docs/rwlock.md.
 *
 * pthread_rwlock_t (14 ints, glibc's size):
 *
 *   word 0  _rw_state   the lock word, one atomic decides every acquisition
 *             bits  0..29  RW_READERS  number of read locks held (all threads)
 *             bit  30      RW_WRITER   write-locked; then bits 0..29 are 0
 *             bit  31      unused (always 0, so the word stays positive)
 *   word 1  _rw_wwait   the waiting writers
 *             bits  0..21  RW_WCOUNT   writers registered as waiting
 *             bits 22..29  RW_WPASS    readers that went in past a
 *                                      sleeping writer with the gate
 *                                      open (the 256th closes it)
 *             bit  30      RW_WSLEEP   one of them may sleep with no
 *                                      wakeup on its way: a waker that
 *                                      clears it wakes one writer
 *             bit  31      RW_WGATE    one of them has closed the gate:
 *                                      new readers stay out (cleared
 *                                      with the last registration)
 *   word 2  _rw_rq      the waiting readers
 *             bits  0..29  RW_RCOUNT   readers registered as waiting
 *             bit  30      RW_RSLEEP   one of them may sleep: a waker that
 *                                      clears it wakes them all
 *             bit  31      RW_RPHASE   flipped by a write unlock that
 *                                      hands the lock to every registered
 *                                      reader (count back to 0): a reader
 *                                      that sees it differ from the value
 *                                      it registered under holds a read
 *                                      lock already counted in _rw_state
 *   word 3  _rw_wseq    futex word writers sleep on; bumped before a wake
 *   word 4  _rw_rseq    futex word readers sleep on; bumped before a wake
 *   words 5, 6, 10      _rw_wslot: waiting real-time writers, one slot per
 *                       priority (RW_SLOT_PRIO << 24 | count); a slot
 *                       with count 0 is free
 *   word 11 _rw_wover   real-time writers waiting when every slot held
 *                       another priority: the highest such priority << 24
 *                       | their count (an upper bound while the count
 *                       stays above 0)
 *   word 13 _rw_rprio   the highest real-time priority a reader has ever
 *                       waited at (never lowered: a hint for unlock)
 *   word 7  _rw_shared  nonzero: process-shared (glibc keeps it here too)
 *   words 8-9 _rw_owner the write holder, 0 if none: its descriptor
 *                       address for a private lock (the same thread after
 *                       fork, so a child can release what its forking
 *                       thread held), its kernel tid for a shared one
 *                       (descriptor addresses repeat between processes)
 *   word 12 _rw_kind    PTHREAD_RWLOCK_PREFER_*_NP (the static initialisers
 *                       put the preference here, as glibc does)
 *
 * pthread_rwlockattr_t: __attr[0] the kind, __attr[1] pshared.
 *
 * pthread_barrier_t (8 ints):
 *
 *   word 0  _b_count    threads per cycle (1..INT_MAX)
 *   word 1  _b_arrived  threads arrived in the current cycle
 *   word 2  _b_seq      cycle number; futex word the waiters sleep on
 *   word 3  _b_inside   bits 0..30: threads inside pthread_barrier_wait;
 *                       bit 31 B_DESTROYING: pthread_barrier_destroy waits
 *                       for the count to reach 0 (futex word)
 *   word 4  _b_shared   nonzero: process-shared
 *
 * pthread_barrierattr_t: __attr is pshared.
 */
#ifndef _WEFT_RWLOCK_IMPL_H
#define _WEFT_RWLOCK_IMPL_H

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include "atomic.h"
#include "futex.h"
#include "libc.h"
#include "pthread_impl.h"

#define _rw_state  __u.__vi[0]
#define _rw_wwait  __u.__vi[1]
#define _rw_rq     __u.__vi[2]
#define _rw_wseq   __u.__vi[3]
#define _rw_rseq   __u.__vi[4]
#define _rw_owner  __u.__p[4]
#define _rw_shared __u.__vi[7]
#define _rw_kind   __u.__vi[12]
#define _rw_wover  __u.__vi[11]
#define _rw_rprio  __u.__vi[13]
#define RW_NSLOTS 3
#define RW_SLOT(rw, i) ((rw)->__u.__vi + ((i) < 2 ? 5 + (i) : 10))
#define RW_SLOT_PRIO(v) ((unsigned)(v) >> 24)
#define RW_SLOT_COUNT 0xffffff

#define RW_READERS 0x3fffffff
#define RW_WRITER  0x40000000

#define RW_WCOUNT  0x003fffff
#define RW_WPASS   0x3fc00000
#define RW_WPASS1  0x00400000
#define RW_WSLEEP  0x40000000
#define RW_WGATE   ((int)0x80000000u)
#define RW_RCOUNT  0x3fffffff
#define RW_RSLEEP  0x40000000
#define RW_RPHASE  ((int)0x80000000u)

#define _rwa_kind   __u.__attr[0]
#define _rwa_shared __u.__attr[1]

#define _b_count   __u.__vi[0]
#define _b_arrived __u.__vi[1]
#define _b_seq     __u.__vi[2]
#define _b_inside  __u.__vi[3]
#define _b_shared  __u.__vi[4]

#define B_DESTROYING ((int)0x80000000u)

/* Read locks this thread holds, on any rwlock.  A thread holding one may
   be nested inside a read lock of the very lock it asks for, so it is
   never made to wait behind a waiting writer (except with the
   NONRECURSIVE kind): that is what lets readers recurse safely while a
   waiting writer still blocks every new reader. */
extern hidden __thread int __rwlock_rdheld;

static inline int __rwlock_priv(const pthread_rwlock_t *rw)
{
	return !rw->_rw_shared;
}

/* A private lock in a process with one thread has no waiters: what is
   registered there was registered by threads a fork did not copy (the
   child inherits the counts of the threads that waited at that moment,
   e.g. behind a pthread_atfork prepare handler's write lock).  Forgets
   it, so that it neither gates readers nor takes a hand-off.  Called
   only on slow paths. */
static inline void __rwlock_forget_orphans(pthread_rwlock_t *rw)
{
	int q;

	/* Plain loads and stores: no other thread can be looking. */
	if (!__rwlock_priv(rw) || __thread_count != 1)
		return;
	q = __atomic_load_n(&rw->_rw_rq, __ATOMIC_RELAXED);
	if (q & (RW_RCOUNT | RW_RSLEEP))
		__atomic_store_n(&rw->_rw_rq, q & RW_RPHASE, __ATOMIC_RELAXED);
	if (!__atomic_load_n(&rw->_rw_wwait, __ATOMIC_RELAXED))
		return;
	__atomic_store_n(&rw->_rw_wwait, 0, __ATOMIC_RELAXED);
	for (int i = 0; i < RW_NSLOTS; i++)
		__atomic_store_n(RW_SLOT(rw, i), 0, __ATOMIC_RELAXED);
	__atomic_store_n(&rw->_rw_wover, 0, __ATOMIC_RELAXED);
}

/* A reader went in while a writer sleeps with the gate open: counts it,
   or closes the gate when the count is full (docs/rwlock.md). */
hidden void __rwlock_pass(pthread_rwlock_t *rw);

/* Whether a new reader must stay out, w being _rw_wwait: a waiting
   writer has closed the gate and the caller holds no read lock; with the
   NONRECURSIVE kind, as soon as any writer waits. */
static inline int __rwlock_gated(const pthread_rwlock_t *rw, int w)
{
	if (rw->_rw_kind == PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP)
		return (w & RW_WCOUNT) != 0;
	return (w & RW_WGATE) && !__rwlock_rdheld;
}

/* Real-time scheduling (docs/rwlock.md): the highest priority among the
   waiting writers (0 if none of them is real-time); whether the caller's
   real-time priority is above it, so that it may read past them; a
   waiting writer's registration in the slots (its slot, -1 for none) and
   its removal. */
hidden int __rwlock_wtop(pthread_rwlock_t *rw);
hidden int __rwlock_outranks(pthread_rwlock_t *rw);
hidden int __rwlock_wslot_add(pthread_rwlock_t *rw, int prio);
hidden void __rwlock_wslot_del(pthread_rwlock_t *rw, int slot);
/* After a write unlock with writers waiting: wakes the highest of them,
   and first the readers if one of them may be above them all.  Returns 0. */
hidden int __rwlock_wake_writer(pthread_rwlock_t *rw);

/* One attempt at a read lock, starting from s, a guess of the lock word:
   0, EBUSY (write-locked, or gated by a waiting writer unless outranks)
   or EAGAIN (too many readers).  The only atomic read-modify-write is the
   compare-and-swap that takes the lock. */
static inline int __rwlock_tryrd_from(pthread_rwlock_t *rw, int s, int outranks)
{
	int w = a_load(&rw->_rw_wwait);

	if (!outranks && w && __rwlock_gated(rw, w))
		return EBUSY;
	for (;;) {
		if (s & RW_WRITER)
			return EBUSY;
		if ((s & RW_READERS) == RW_READERS)
			return EAGAIN;
		if (__atomic_compare_exchange_n(&rw->_rw_state, &s, s + 1, 1,
						__ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) {
			__rwlock_rdheld++;
			if ((w & (RW_WSLEEP | RW_WGATE)) == RW_WSLEEP)
				__rwlock_pass(rw);
			return 0;
		}
	}
}

/* The fast paths' attempt: any waiting writer gates, and the lock is
   guessed free, so that the compare-and-swap does not wait for a load of
   the lock word (if it holds readers, the failed attempt returns their
   number and the next one takes the lock). */
static inline int __rwlock_tryrd(pthread_rwlock_t *rw)
{
	int s = 0, w = a_load(&rw->_rw_wwait);

	if (w && __rwlock_gated(rw, w))
		return EBUSY;
	while (!__atomic_compare_exchange_n(&rw->_rw_state, &s, s + 1, 1,
					    __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) {
		if (s & RW_WRITER)
			return EBUSY;
		if ((s & RW_READERS) == RW_READERS)
			return EAGAIN;
	}
	__rwlock_rdheld++;
	if ((w & (RW_WSLEEP | RW_WGATE)) == RW_WSLEEP)
		__rwlock_pass(rw);
	return 0;
}

/* The full rule, for every attempt after the first: the lock word is read
   first (a waiting reader does not write to it while it cannot enter),
   and a real-time caller above every waiting writer is not gated by
   them. */
static inline int __rwlock_tryrd_rt(pthread_rwlock_t *rw)
{
	int s = __atomic_load_n(&rw->_rw_state, __ATOMIC_RELAXED);
	int r = __rwlock_tryrd_from(rw, s, 0);

	if (r == EBUSY && !(s & RW_WRITER) && __rwlock_outranks(rw))
		r = __rwlock_tryrd_from(rw, __atomic_load_n(&rw->_rw_state, __ATOMIC_RELAXED), 1);
	return r;
}

/* Who the caller is, as recorded in _rw_owner. */
static inline void *__rwlock_me(const pthread_rwlock_t *rw)
{
	struct __pthread *self = __self();
	return rw->_rw_shared ? (void *)(uintptr_t)(unsigned)self->tid : (void *)self;
}

/* One attempt at the write lock: 0 or EBUSY. */
static inline int __rwlock_trywr(pthread_rwlock_t *rw)
{
	int s = 0;

	if (!__atomic_compare_exchange_n(&rw->_rw_state, &s, RW_WRITER, 0,
					 __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
		return EBUSY;
	__atomic_store_n(&rw->_rw_owner, __rwlock_me(rw), __ATOMIC_RELAXED);
	return 0;
}

/* Whether the caller holds the write lock (the owner is only ever us
   while we hold it, so a stale read cannot match). */
static inline int __rwlock_wrowned(pthread_rwlock_t *rw)
{
	return (a_load(&rw->_rw_state) & RW_WRITER)
		&& __atomic_load_n(&rw->_rw_owner, __ATOMIC_RELAXED) == __rwlock_me(rw);
}

/* Wakes sleepers on a sequence futex word: bump it first, so a sleeper
   that read the old value before re-checking the lock cannot miss it. */
static inline void __rwlock_wake(volatile int *seq, int n, int priv)
{
	a_fetch_add(seq, 1);
	__futex_wake(seq, n, priv);
}

/* Wakeups for the waiters a change of the lock may let in, called after
   that change (docs/rwlock.md, "no lost wakeup"): only if a sleeper
   announced itself with the sleep bit, which the waker takes back.  All
   sleeping readers, or one writer. */
static inline void __rwlock_wake_readers(pthread_rwlock_t *rw)
{
	if ((a_load(&rw->_rw_rq) & RW_RSLEEP)
	    && (__atomic_fetch_and(&rw->_rw_rq, ~RW_RSLEEP, __ATOMIC_SEQ_CST) & RW_RSLEEP))
		__rwlock_wake(&rw->_rw_rseq, INT_MAX, __rwlock_priv(rw));
}

static inline void __rwlock_wake_one_writer(pthread_rwlock_t *rw)
{
	if ((a_load(&rw->_rw_wwait) & RW_WSLEEP)
	    && (__atomic_fetch_and(&rw->_rw_wwait, ~RW_WSLEEP, __ATOMIC_SEQ_CST) & RW_WSLEEP))
		__rwlock_wake(&rw->_rw_wseq, 1, __rwlock_priv(rw));
}

/* The blocking paths: clk/at as __futex_timedwait (at 0: no deadline). */
hidden int __rwlock_rdlock_slow(pthread_rwlock_t *rw, clockid_t clk, const struct timespec *at);
hidden int __rwlock_wrlock_slow(pthread_rwlock_t *rw, clockid_t clk, const struct timespec *at);

/* EINVAL for a clock other than CLOCK_REALTIME/CLOCK_MONOTONIC or a
   tv_nsec outside [0, 1e9); checked before trying, as glibc does. */
static inline int __rwlock_badtime(clockid_t clk, const struct timespec *at)
{
	if (clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC)
		return 1;
	return at->tv_nsec < 0 || at->tv_nsec >= 1000000000L;
}

#endif
