#include <errno.h>
#include "cancel.h"
#include "cond_impl.h"
#include "spin_gate.h"

/* One wait on a private condvar, and what undoing it needs when it
   returns or is cancelled. */
struct wait {
	pthread_cond_t *c;
	struct __cond_node n;
	int count;      /* recursive mutex: extra locks held before the wait */
};

/* Timed out or cancelled before any signal chose us (state CN_LEAVING):
   out of the queue, which we are still in, so c is alive. */
static void leave(struct wait *w)
{
	__lk_lock(&w->c->_c_lock, 1);
	__cond_unlink(w->c, w->n.prev, w->n.next);
	__lk_unlock(&w->c->_c_lock, 1);
}

/* Takes the mutex back.  A waiter whose deadline passed (or that was
   cancelled) just as the mutex's holder chose it may still be on the
   mutex's deferred list: with the mutex held, it takes itself off. */
static int relock(struct wait *w)
{
	pthread_mutex_t *m = w->n.m;
	struct __cond_node *p = 0, *q;
	int r = pthread_mutex_lock(m);

	if (r && r != EOWNERDEAD)
		return r;
	if ((a_load(&w->n.state) & 3) == CN_DEFERRED) {
		for (q = (struct __cond_node *)m->_m_next; q && q != &w->n; q = q->mnext)
			p = q;
		if (q) {
			if (p)
				p->mnext = q->mnext;
			else
				m->_m_next = q->mnext;
			if (!q->mnext)
				m->_m_prev = p;
		}
	}
	m->_m_count = w->count;
	return r;
}

/* Moves the state of a waiter that nobody has chosen to CN_LEAVING;
   returns the state found, without CN_SPIN. */
static int leaving(volatile int *state)
{
	return __cn_change(state, CN_WAITING, ~0, CN_LEAVING) & ~CN_SPIN;
}

/* Acted on a cancellation inside the wait.  Chosen by a signal just as
   it was cancelled, the waiter did not return from the wait, so the
   wake-up goes on to the next waiter rather than vanish (at worst a
   spurious one, which POSIX allows); a broadcast woke everybody anyway,
   and the condvar may be gone after one. */
static void cancelled(void *p)
{
	struct wait *w = p;
	int s = leaving(&w->n.state);

	if (s == CN_WAITING)
		leave(w);
	relock(w);
	if (s != CN_WAITING && !(s & CN_ALL))
		pthread_cond_signal(w->c);
}

/*
 * A waiter that may run on more than one CPU spins before its first
 * sleep (when spin_gate.h says so).  With the signaller on another CPU
 * the wake-up mostly comes within microseconds, and a waiter that sees
 * its state turn to CN_WAKE while spinning saves its futex sleep and the
 * context switch back.  It is queued with CN_SPIN set, so whoever
 * chooses it (or wakes it from its mutex's deferred list) sets CN_WAKE
 * and makes no wake-up call; before it sleeps, it clears CN_SPIN.  Both
 * sides change the state only with compare-and-swap, so one of the two
 * comes first: the clear (the waker then sees no CN_SPIN and wakes), or
 * CN_WAKE (the clear fails, and the waiter finds CN_WAKE before it
 * would sleep).
 */
static void spin(struct __pthread *self, volatile int *state)
{
	for (int n = LK_SPIN_BUDGET; n; n--) {
		if ((a_load(state) & 3) == CN_WAKE)
			goto answered;
		a_spin();
	}
	if ((__cn_change(state, -1, CN_SPIN, 0) & 3) != CN_WAKE)
		return;
answered:
	__spin_answered(&self->cond_gate);
}

hidden int __cond_wait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
		       const struct timespec *at)
{
	struct wait w = { c, { 0, 0, 0, m, CN_WAITING }, m->_m_count };
	struct __pthread *self = __self();
	int kind = m->_m_kind, tid = self->tid, r = 0, s, e;

	if (clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC)
		return EINVAL;
	if (at && !__timespec_valid(at))
		return EINVAL;
	/* Kinds that know their owner refuse a wait by another thread
	   before anything changes. */
	if (((kind & MK_TYPE) == PTHREAD_MUTEX_RECURSIVE || (kind & MK_TYPE) == PTHREAD_MUTEX_ERRORCHECK ||
	     (kind & (MK_ROBUST | MK_PI | MK_PP))) && __mutex_owner(m) != tid)
		return EPERM;
	/* A request pending on entry is acted on here, with the mutex held
	   as the cleanup handlers expect: a wait answered before it ever
	   reaches the kernel (in its spin, say) would return with the
	   request still pending. */
	__cancel_point();
	if (c->_c_flags & C_PSHARED)
		return __cond_wait_shared(c, m, clk, at);

	if (__spin_wanted(self, &self->cond_gate))
		w.n.state = CN_WAITING | CN_SPIN;
	/* Queued while the mutex is held: a signaller that changes the
	   predicate under the mutex either ran before (and we saw its
	   predicate) or finds us in the queue. */
	__lk_lock(&c->_c_lock, 1);
	w.n.prev = (struct __cond_node *)c->_c_tail;
	if (w.n.prev)
		w.n.prev->next = &w.n;
	else
		__atomic_store_n((struct __cond_node **)&c->_c_head, &w.n, __ATOMIC_RELAXED);
	c->_c_tail = &w.n;
	__lk_unlock(&c->_c_lock, 1);

	if (kind & MK_TYPE)
		m->_m_count = 0;
	pthread_mutex_unlock(m);

	pthread_cleanup_push(cancelled, &w);
	if (w.n.state & CN_SPIN)
		spin(self, &w.n.state);
	for (;;) {
		s = a_load(&w.n.state);
		if ((s & 3) == CN_WAKE)
			break;
		/* EINTR: the wait goes on (weft makes no spurious wake-ups). */
		if (__futex_timedwait_cp(&w.n.state, s, clk, at, 1) != ETIMEDOUT)
			continue;
		/* The deadline passed: leave, unless a signal chose us
		   meanwhile (then the signal wins). */
		if (leaving(&w.n.state) == CN_WAITING) {
			leave(&w);
			r = ETIMEDOUT;
		}
		break;
	}
	pthread_cleanup_pop(0);
	e = relock(&w);
	return e ? e : r;
}
