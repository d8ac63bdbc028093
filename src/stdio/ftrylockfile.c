#include "stdio_impl.h"
#include "atomic.h"
#include "pthread_impl.h"

/* 0 when the caller now owns f (again), nonzero when another thread does. */
int ftrylockfile(FILE *f)
{
	int tid = __self()->tid;

	if ((f->lock & ~FLOCK_WAITERS) == tid) {
		f->lockcount++;
		return 0;
	}
	if (!__libc.threaded) {
		if (f->lock)
			return -1;
		f->lock = tid;
	} else if (a_cas(&f->lock, 0, tid)) {
		return -1;
	}
	f->lockcount = 1;
	return 0;
}
