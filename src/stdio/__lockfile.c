#include "stdio_impl.h"
#include "atomic.h"
#include "futex.h"
#include "pthread_impl.h"

/* The lock word holds the owner's tid, with FLOCK_WAITERS set once a
   thread may be asleep on it.  Before the first pthread_create the only
   thread takes it with plain stores. */
hidden void __lockfile_acquire(FILE *f)
{
	int tid = __self()->tid, v;

	if (!__libc.threaded) {
		f->lock = tid;
		return;
	}
	if (!a_cas(&f->lock, 0, tid))
		return;
	for (int spins = 0; spins < 100; spins++) {
		a_spin();
		if (!f->lock && !a_cas(&f->lock, 0, tid))
			return;
	}
	for (;;) {
		v = f->lock;
		if (!v) {
			/* Others may still sleep: keep the bit so our unlock
			   wakes them. */
			if (!a_cas(&f->lock, 0, tid | FLOCK_WAITERS))
				return;
			continue;
		}
		if (!(v & FLOCK_WAITERS) && a_cas(&f->lock, v, v | FLOCK_WAITERS) != v)
			continue;
		__futex_wait(&f->lock, v | FLOCK_WAITERS, 1);
	}
}

hidden int __lockfile(FILE *f)
{
	if ((f->lock & ~FLOCK_WAITERS) == __self()->tid)
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
	if (a_swap(&f->lock, 0) & FLOCK_WAITERS)
		__futex_wake(&f->lock, 1, 1);
}

