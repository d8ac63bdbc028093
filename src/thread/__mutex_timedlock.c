#include <errno.h>
#include <limits.h>
#include "mutex_impl.h"

/* The kernel takes a PI lock for us; CLOCK_MONOTONIC deadlines need
   FUTEX_LOCK_PI2 (Linux 5.14), FUTEX_LOCK_PI always measures REALTIME. */
static int lock_pi(pthread_mutex_t *m, int tid, clockid_t clk, const struct timespec *at)
{
	int priv = __mutex_priv(m) ? FUTEX_PRIVATE : 0;
	long r;

	if (!a_cas(&m->_m_lock, 0, tid))
		return 0;
	if (at && !__timespec_valid(at))
		return EINVAL;
	for (;;) {
		if (at && clk == CLOCK_MONOTONIC)
			r = __syscall(SYS_futex, &m->_m_lock, FUTEX_LOCK_PI2 | priv, 0, at);
		else
			r = __syscall(SYS_futex, &m->_m_lock, FUTEX_LOCK_PI | priv, 0, at);
		if (r == -ENOSYS && at && clk == CLOCK_MONOTONIC)
			return EINVAL;
		if (r != -EINTR && r != -EAGAIN)
			break;
	}
	return (int)-r;
}

/* The robust kinds' protocol, in the kernel's word format: take the word
   when its tid field is 0, keeping the other bits; otherwise set
   FUTEX_WAITERS and sleep.  Once a thread has slept it takes the word
   with FUTEX_WAITERS set, because it cannot know whether others still
   sleep behind it.  Unlock keeps the bit (see __mutex_unlock_slow). */
static int lock_robust(pthread_mutex_t *m, int tid, clockid_t clk,
		       const struct timespec *at)
{
	int priv = __mutex_priv(m), contended = 0, spins = LK_SPIN;
	int v, nv, r;

	for (;;) {
		v = m->_m_lock;
		if (!(v & FUTEX_TID_MASK)) {
			/* Keep WAITERS: the kernel leaves it set on a dead
			   owner's word when others sleep there. */
			nv = tid | (v & (FUTEX_OWNER_DIED | FUTEX_WAITERS)) | (contended ? FUTEX_WAITERS : 0);
			if (a_cas(&m->_m_lock, v, nv) == v)
				return 0;
			continue;
		}
		if (spins && !(v & FUTEX_WAITERS)) {
			spins--;
			a_spin();
			continue;
		}
		if (at && !__timespec_valid(at))
			return EINVAL;
		contended = 1;
		if (!(v & FUTEX_WAITERS)) {
			if (a_cas(&m->_m_lock, v, v | FUTEX_WAITERS) != v)
				continue;
			v |= FUTEX_WAITERS;
		}
		r = __futex_timedwait(&m->_m_lock, v, clk, at, priv);
		/* A wake-up that comes with the deadline is reported as a
		   wake-up (the kernel's rule), so ETIMEDOUT swallows none. */
		if (r == ETIMEDOUT || r == EINVAL)
			return r;
		/* EINTR: a mutex wait is restarted, never interrupted. */
	}
}

/* A relock of a robust or PI mutex of kind MK_NORMAL: the caller waits
   for the deadline, forever without one.  Nothing of the mutex is
   touched (the kernel would refuse FUTEX_LOCK_PI with EDEADLK), and only
   a deadline ends the wait: no unlock can come from this thread. */
static int deadlock(clockid_t clk, const struct timespec *at)
{
	int never = 0, r;

	do
		r = __futex_timedwait(&never, 0, clk, at, 1);
	while (r != ETIMEDOUT && r != EINVAL);
	return r;
}

hidden int __mutex_timedlock(pthread_mutex_t *m, clockid_t clk,
			     const struct timespec *at)
{
	struct __pthread *self = __self();
	int tid = self->tid, kind = m->_m_kind, type = kind & MK_TYPE;
	int saved = 0, r;

	if (__mutex_owner(m) == tid) {
		if (type == PTHREAD_MUTEX_RECURSIVE) {
			if (m->_m_count == INT_MAX)
				return EAGAIN;
			m->_m_count++;
			return 0;
		}
		/* An error-checking mutex must report the deadlock; a robust
		   or PI one can, unless NORMAL was named: POSIX then wants
		   the deadlock, which a plain normal mutex gets below. */
		if (kind & MK_NORMAL)
			return deadlock(clk, at);
		if (type == PTHREAD_MUTEX_ERRORCHECK || (kind & (MK_ROBUST | MK_PI)))
			return EDEADLK;
	}
	if (kind & MK_PP) {
		r = __mutex_pp_raise(m, &saved);
		if (r)
			return r;
	}
	if (kind & MK_ROBUST)
		__robust_begin(self, m);
	if (kind & MK_PI)
		r = lock_pi(m, tid, clk, at);
	else if (kind & MK_ROBUST)
		r = lock_robust(m, tid, clk, at);
	else if (a_cas(&m->_m_lock, 0, LK_LOCKED))
		r = __lk_wait(&m->_m_lock, !(kind & MK_PSHARED), clk, at);
	else
		r = 0;
	if (r) {
		if (kind & MK_ROBUST)
			self->robust.pending = 0;
		__mutex_pp_restore(saved);
		return r;
	}
	m->_m_saved = saved;
	if (kind & MK_ROBUST)
		return __robust_acquired(self, m);
	if (!(kind & MK_PI))
		m->_m_owner = tid;
	return 0;
}
