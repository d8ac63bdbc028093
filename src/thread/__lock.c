/* Weak: see lock.h. */
#define LK_WEAK
#include "lock.h"
#include "pthread_impl.h"

/* The lock core's word (lock.h).  Until a second thread exists the
   caller is alone, so plain stores suffice. */
hidden void __lock(volatile int *l)
{
	if (!__libc.threaded) {
		*l = LK_LOCKED;
		return;
	}
	__lk_lock(l, 1);
}

hidden void __unlock(volatile int *l)
{
	if (!__libc.threaded) {
		*l = 0;
		return;
	}
	__lk_unlock(l, 1);
}
