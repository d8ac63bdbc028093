/*
 * Condition variables: field names inside pthread_cond_t and the shared
 * wait path.  docs/condvar.md has the algorithm and the invariants.
 *
 * pthread_cond_t is twelve ints (48 bytes, glibc's size); all-zero is a
 * valid default condvar (PTHREAD_COND_INITIALIZER).
 *
 * A private condvar is a queue of waiters, oldest first, each a
 * struct __cond_node on its waiter's stack (mutex_impl.h):
 *
 *   word 2      _c_flags    C_MONOTONIC (clock of timedwait), C_PSHARED
 *   word 3      _c_lock     lock core word (lock.h) guarding the queue
 *   bytes 16-23 _c_head     oldest waiter still queued, 0 when none
 *   bytes 24-31 _c_tail     newest
 *
 * A process-shared condvar cannot link nodes of different processes; it
 * keeps a sequence its waiters sleep on:
 *
 *   word 0      _c_seq      +1 for every signal and broadcast that found
 *                           waiters
 *   word 1      _c_waiters  bits 0-30: threads inside a wait that may
 *                           still touch the condvar; bit 31 C_DESTROY:
 *                           pthread_cond_destroy sleeps on this word until
 *                           the count drops to 0
 */
#ifndef _WEFT_COND_IMPL_H
#define _WEFT_COND_IMPL_H

#include "mutex_impl.h"

#define _c_seq     __u.__vi[0]
#define _c_waiters __u.__vi[1]
#define _c_flags   __u.__i[2]
#define _c_lock    __u.__vi[3]
#define _c_head    __u.__p[2]
#define _c_tail    __u.__p[3]

/* _c_flags and pthread_condattr_t */
#define C_MONOTONIC 1
#define C_PSHARED   2

#define C_DESTROY   0x80000000

static inline struct __cond_node *__cond_first(pthread_cond_t *c)
{
	return __atomic_load_n((struct __cond_node **)&c->_c_head, __ATOMIC_RELAXED);
}

/* With c's queue lock held: takes the node between prev and next out of
   the queue (the node itself is not touched: a chosen waiter may already
   be gone). */
static inline void __cond_unlink(pthread_cond_t *c, struct __cond_node *prev,
				 struct __cond_node *next)
{
	if (prev)
		prev->next = next;
	else
		__atomic_store_n((struct __cond_node **)&c->_c_head, next, __ATOMIC_RELAXED);
	if (next)
		next->prev = prev;
	else
		c->_c_tail = prev;
}

/* Chooses queued waiters for a signal (max 1) or a broadcast (max -1),
   oldest first, and has them woken: those whose mutex the caller holds
   (a private core mutex) by that mutex's next unlocks, one per unlock,
   the others now.  Returns how many were chosen. */
hidden int __cond_choose(pthread_cond_t *c, int max);

/* The process-shared paths. */
hidden int __cond_wait_shared(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
			      const struct timespec *at);
hidden void __cond_wake_shared(pthread_cond_t *c, int all);

hidden int __cond_wait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
		       const struct timespec *at);

#endif
