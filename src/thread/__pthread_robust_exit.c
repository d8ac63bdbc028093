#include "mutex_impl.h"

/*
 * For the thread core: pthread_exit of a thread that is about to give its
 * memory away (unmap-and-exit) calls this first, since the kernel walks
 * the robust list only after the thread is gone, when the descriptor
 * holding the list head may already be unmapped (or reused).  It does
 * what the kernel would do for each robust mutex still held (robust-futex
 * ABI): mark the word FUTEX_OWNER_DIED with the tid cleared, keep
 * FUTEX_WAITERS, and wake one waiter with a shared wake (for PI words the
 * kernel's own PI cleanup at exit hands the lock to a waiter).  Then it
 * unregisters the list, so the kernel reads nothing at exit.
 */
hidden void __pthread_robust_exit(void)
{
	struct __pthread *self = __self();
	volatile void *e;

	if (!self->robust.off)
		return;
	for (e = self->robust.head; e != &self->robust.head;) {
		pthread_mutex_t *m = (pthread_mutex_t *)((char *)e + ROBUST_OFFSET);
		volatile void *next = m->_m_next;
		int v = m->_m_lock;

		while ((v & FUTEX_TID_MASK) == self->tid) {
			int nv = (v & FUTEX_WAITERS) | FUTEX_OWNER_DIED;
			int old = a_cas(&m->_m_lock, v, nv);
			if (old == v) {
				if ((v & FUTEX_WAITERS) && !(m->_m_kind & MK_PI))
					__futex_wake(&m->_m_lock, 1, 0);
				break;
			}
			v = old;
		}
		e = next;
	}
	self->robust.head = &self->robust.head;
	__syscall(SYS_set_robust_list, 0, sizeof self->robust);
	self->robust.off = 0;
}
