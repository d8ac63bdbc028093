#include <errno.h>
#include "mutex_impl.h"

/* The robust list (kernel Documentation/locking/robust-futex-ABI): the
   head's first word points at the first entry, each entry's first word at
   the next, the last back at the head.  An entry is a mutex's _m_next;
   _m_prev, which the kernel ignores, makes removal O(1).  Only the owning
   thread changes its list, and the kernel reads it only after that thread
   has stopped, so ordering against the compiler is all that is needed. */

#define barrier() __asm__ __volatile__("" ::: "memory")

/* Registers the calling thread's list on its first robust lock: the
   descriptor has no "registered" flag, so off != 0 stands for it (fork
   resets it in the child, whose kernel task starts with no list). */
hidden void __robust_register(void)
{
	struct __pthread *self = __self();

	self->robust.head = &self->robust.head;
	self->robust.pending = 0;
	self->robust.off = ROBUST_OFFSET;
	barrier();
	/* Fails only without CONFIG_FUTEX; the mutex then still works, it
	   just cannot be recovered after its owner dies. */
	__syscall(SYS_set_robust_list, &self->robust, sizeof self->robust);
}

hidden void __robust_begin(struct __pthread *self, pthread_mutex_t *m)
{
	if (!self->robust.off)
		__robust_register();
	self->robust.pending = &m->_m_next;
	barrier();
}

hidden int __robust_acquired(struct __pthread *self, pthread_mutex_t *m)
{
	int v, r = 0;

	__robust_add(self, m);
	m->_m_count = 0;
	v = m->_m_lock;
	if (v & FUTEX_OWNER_DIED) {
		/* We hold it; only the kernel may set WAITERS meanwhile. */
		while (a_cas(&m->_m_lock, v, v & ~FUTEX_OWNER_DIED) != v)
			v = m->_m_lock;
		m->_m_state = MS_INCONSISTENT;
		r = EOWNERDEAD;
	} else if (m->_m_state == MS_NOTRECOVERABLE) {
		self->robust.pending = 0;
		__mutex_unlock_slow(m);
		return ENOTRECOVERABLE;
	}
	self->robust.pending = 0;
	return r;
}

hidden void __robust_add(struct __pthread *self, pthread_mutex_t *m)
{
	volatile void *first = self->robust.head;

	m->_m_next = first;
	m->_m_prev = &self->robust.head;
	if (first != &self->robust.head)
		((pthread_mutex_t *)((char *)first + ROBUST_OFFSET))->_m_prev = &m->_m_next;
	barrier();
	/* Published last: the entry is complete before the kernel can see it. */
	self->robust.head = &m->_m_next;
	barrier();
}

hidden void __robust_del(struct __pthread *self, pthread_mutex_t *m)
{
	volatile void *prev = m->_m_prev, *next = m->_m_next;

	/* prev is the head or an entry; both start with the next pointer. */
	*(volatile void *volatile *)prev = next;
	if (next != &self->robust.head)
		((pthread_mutex_t *)((char *)next + ROBUST_OFFSET))->_m_prev = prev;
	barrier();
}

/* pthread_exit calls __pthread_robust_exit through a weak reference:
   naming it here links it whenever robust mutexes are used. */
static void (*const link_robust_exit)(void) __attribute__((used)) = __pthread_robust_exit;
