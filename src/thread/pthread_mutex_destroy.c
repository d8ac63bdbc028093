#include <errno.h>
#include "mutex_impl.h"

/* Linked whenever a robust mutex has been locked (the lock paths use it). */
hidden void __robust_del(struct __pthread *self, pthread_mutex_t *m) weak;

/* Returns EBUSY for a mutex another thread holds (a cheap check POSIX
   allows), else 0.  A robust mutex the caller holds is destroyed (as
   glibc does; libc-test checks it) after it leaves the thread's robust
   list, so the kernel never walks into the memory once it is reused.
   Nothing to free. */
int pthread_mutex_destroy(pthread_mutex_t *m)
{
	int owner = __mutex_owner(m);
	struct __pthread *self;

	if (!owner)
		return 0;
	self = __self();
	if ((m->_m_kind & MK_ROBUST) && owner == self->tid && __robust_del) {
		__robust_del(self, m);
		return 0;
	}
	return EBUSY;
}
