#include "cond_impl.h"

/* Appends n to the deferred list of its mutex, which the caller holds. */
static void defer(struct __cond_node *n)
{
	pthread_mutex_t *m = n->m;
	struct __cond_node *last = (struct __cond_node *)m->_m_prev;

	n->mnext = 0;
	if (last)
		last->mnext = n;
	else
		m->_m_next = n;
	m->_m_prev = n;
}

/*
 * A waiter is chosen by moving its state from CN_WAITING, under the queue
 * lock; one that timed out or was cancelled moved it to CN_LEAVING first
 * and unqueues itself, so it is skipped.
 *
 * Chosen for a mutex the caller holds, the waiter could only block on
 * that mutex if woken now; it is left asleep (CN_DEFERRED) on the mutex's
 * deferred list instead, and the unlock that frees the mutex wakes it:
 * a signal-then-unlock costs one wake-up and the waiter finds the mutex
 * free.  A broadcast's waiters are woken one per unlock, each by the
 * waiter before it giving the mutex back.  A deferred node stays alive
 * until the waiter holds the mutex, which cannot happen before the
 * caller's unlock, so it is linked after the queue lock is dropped.
 *
 * A waiter woken now may return as soon as its state reads CN_WAKE, so
 * its links are read before that compare-and-swap and only its address
 * is used after (a wake-up on a dead address is a spurious one, which
 * every futex waiter tolerates); one still spinning (CN_SPIN, kept in
 * the new state) needs no wake-up at all.  The wake-ups go out after the queue
 * lock is dropped, in queue order; a broadcast that chooses more than
 * WAKE_BATCH such waiters sends each full batch while still holding it.
 */
#define WAKE_BATCH 8

static void wake(volatile int **a, int k)
{
	for (int i = 0; i < k; i++)
		__futex_wake(a[i], 1, 1);
}

hidden int __cond_choose(pthread_cond_t *c, int max)
{
	int tid = __self_tid(), chosen = 0, k = 0;
	struct __cond_node *n, *prev, *next, *later = 0, **tail = &later;
	volatile int *now[WAKE_BATCH];

	__lk_lock(&c->_c_lock, 1);
	for (n = (struct __cond_node *)c->_c_head; n && chosen != max; n = next) {
		pthread_mutex_t *m = n->m;
		int deferred = __mutex_can_defer(m) && __mutex_owner(m) == tid;
		int to = (deferred ? CN_DEFERRED : CN_WAKE) | (max < 0 ? CN_ALL : 0), s;

		prev = n->prev;
		next = n->next;
		s = __cn_change(&n->state, CN_WAITING, ~CN_SPIN, to);
		if ((s & ~CN_SPIN) != CN_WAITING)
			continue;
		chosen++;
		__cond_unlink(c, prev, next);
		if (deferred) {
			*tail = n;
			tail = &n->mnext;
		} else if (!(s & CN_SPIN)) {
			if (k == WAKE_BATCH) {
				wake(now, k);
				k = 0;
			}
			now[k++] = &n->state;
		}
	}
	*tail = 0;
	__lk_unlock(&c->_c_lock, 1);
	wake(now, k);
	for (n = later; n; n = next) {
		next = n->mnext;
		defer(n);
	}
	return chosen;
}
