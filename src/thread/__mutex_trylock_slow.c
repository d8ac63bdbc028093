#include <errno.h>
#include <limits.h>
#include "mutex_impl.h"

hidden int __mutex_trylock_slow(pthread_mutex_t *m)
{
	struct __pthread *self = __self();
	int tid = self->tid, kind = m->_m_kind, type = kind & MK_TYPE;
	int core = __mutex_core(m), saved = 0, r = 0, v;
	/* The holder's mark in the word: the lock core's bit, or the
	   kernel format's tid. */
	int held = core ? LK_LOCKED : FUTEX_TID_MASK;

	if (__mutex_owner(m) == tid && type == PTHREAD_MUTEX_RECURSIVE) {
		if (m->_m_count == INT_MAX)
			return EAGAIN;
		m->_m_count++;
		return 0;
	}
	if (m->_m_lock & held)
		return EBUSY;
	if (kind & MK_PP) {
		r = __mutex_pp_raise(m, &saved);
		if (r)
			return r;
	}
	if (kind & MK_ROBUST)
		__robust_begin(self, m);
	if (kind & MK_PI) {
		if (a_cas(&m->_m_lock, 0, tid)) {
			/* A dead owner's word (or a racing locker): the kernel
			   decides, and takes over from a dead owner. */
			long k = __syscall(SYS_futex, &m->_m_lock,
					   FUTEX_TRYLOCK_PI | (__mutex_priv(m) ? FUTEX_PRIVATE : 0));
			r = k == 0 ? 0 : k == -EDEADLK ? EDEADLK : EBUSY;
		}
	} else {
		for (;;) {
			v = m->_m_lock;
			if (v & held) {
				r = EBUSY;
				break;
			}
			/* Robust: keep the kernel's bits; core: keep the
			   sleepers' count and mark. */
			if (a_cas(&m->_m_lock, v, v | (core ? LK_LOCKED : tid)) == v)
				break;
		}
	}
	if (r) {
		if (kind & MK_ROBUST)
			self->robust.pending = 0;
		__mutex_pp_restore(saved);
		return r;
	}
	m->_m_saved = saved;
	if (kind & MK_ROBUST)
		r = __robust_acquired(self, m);
	else if (core)
		m->_m_owner = tid;
	return r;
}
