/* Weak: see lock.h. */
#define LK_WEAK
#include "stdio_impl.h"
#include "lock.h"
#include "pthread_impl.h"

/* A FILE's lock is the lock core's word (lock.h), made recursive by the
   owner check and lockcount.  Before the first pthread_create the only
   thread takes it with plain stores. */
hidden void __lockfile_acquire(FILE *f)
{
	int tid = __self_tid();

	if (!__libc.threaded) {
		f->lock = tid;
		return;
	}
	__lk_lock(&f->lock, tid, 1);
}

hidden int __lockfile(FILE *f)
{
	if ((f->lock & LK_OWNER) == __self_tid())
		return 0;
	__lockfile_acquire(f);
	return 1;
}

hidden void __unlockfile(FILE *f)
{
	if (!__libc.threaded) {
		f->lock = 0;
		return;
	}
	__lk_unlock(&f->lock, __self_tid(), 1);
}
