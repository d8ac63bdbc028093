/*
 * Condition variables: field names inside pthread_cond_t and the shared
 * wait path.  docs/condvar.md has the algorithm and the invariants.
 *
 * pthread_cond_t is twelve ints (48 bytes, glibc's size); all-zero is a
 * valid default condvar (PTHREAD_COND_INITIALIZER):
 *
 *   word 0      _c_seq      the futex word waiters sleep on; +1 for every
 *                           signal and broadcast that found waiters
 *   word 1      _c_waiters  bits 0-30: threads inside a wait that may still
 *                           touch the condvar (registered before unlocking
 *                           the mutex, deregistered right after waking);
 *                           bit 31 C_DESTROY: pthread_cond_destroy sleeps on
 *                           this word until the count drops to 0
 *   word 2      _c_flags    C_MONOTONIC (clock of timedwait), C_PSHARED
 *   bytes 16-23 _c_mutex    the mutex of the current waiters (private
 *                           condvars only), for FUTEX_CMP_REQUEUE
 */
#ifndef _WEFT_COND_IMPL_H
#define _WEFT_COND_IMPL_H

#include "mutex_impl.h"

#define _c_seq     __u.__vi[0]
#define _c_waiters __u.__vi[1]
#define _c_flags   __u.__i[2]
#define _c_mutex   __u.__p[2]

/* _c_flags and pthread_condattr_t */
#define C_MONOTONIC 1
#define C_PSHARED   2

#define C_DESTROY   0x80000000

/* A mutex whose waiters a broadcast may move onto its futex word: one
   whose word follows the FUTEX_WAITERS protocol of __mutex_timedlock and
   whose futex is private like the condvar's (not robust: see
   __mutex_priv; PI words belong to the
   kernel's PI protocol and cannot take plain requeued waiters). */
static inline int __cond_can_requeue(const pthread_mutex_t *m)
{
	return __mutex_priv(m) && !(m->_m_kind & MK_PI);
}

/* One wait in progress: what __cond_wait_finish needs to undo it.  A
   cancelled waiter runs it from a cleanup handler, so that it deregisters
   and holds the mutex again before the application's handlers run. */
struct __cond_waiter {
	pthread_cond_t *c;
	pthread_mutex_t *m;
	int count;      /* recursive mutex: extra locks held before the wait */
	int priv;
	int seq;        /* _c_seq when the wait began */
};

hidden int __cond_wait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
		       const struct timespec *at);
hidden int __cond_wait_finish(struct __cond_waiter *w);

#endif
