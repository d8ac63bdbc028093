/* Weak: see lock.h. */
#define LK_WEAK
#include "stdio_impl.h"
#include "lock.h"
#include "pthread_impl.h"

/* A FILE's lock is the lock core's word (lock.h), made recursive by the
   owner field and lockcount.  Before the first pthread_create the only
   thread takes it with plain stores. */
hidden void __lockfile_acquire(FILE *f)
{
	if (!__libc.threaded)
		f->lock = LK_LOCKED;
	else
		__lk_lock(&f->lock, 1);
	f->owner = __self_tid();
}

hidden int __lockfile(FILE *f)
{
	if (f->owner == __self_tid())
		return 0;
	__lockfile_acquire(f);
	return 1;
}

hidden void __unlockfile(FILE *f)
{
	f->owner = 0;
	if (!__libc.threaded) {
		f->lock = 0;
		return;
	}
	__lk_unlock(&f->lock, 1);
}
