/* Weak: see lock.h. */
#define LK_WEAK
#include "lock.h"
#include "pthread_impl.h"

/* The lock core's word (lock.h).  Until a second thread exists the
   caller is alone, so plain stores suffice; the tid then marks the owner
   (nothing checks it, but the core's unlock wants it exact). */
hidden void __lock(volatile int *l)
{
	if (!__libc.threaded) {
		*l = 1;
		return;
	}
	__lk_lock(l, __self_tid(), 1);
}

hidden void __unlock(volatile int *l)
{
	if (!__libc.threaded) {
		*l = 0;
		return;
	}
	__lk_unlock(l, __self_tid(), 1);
}
