#include "stdio_impl.h"
#include "lock.h"
#include "atomic.h"
#include "pthread_impl.h"

/* 0 when the caller now owns f (again), nonzero when another thread does. */
int ftrylockfile(FILE *f)
{
	int tid = __self()->tid;

	if (f->owner == tid) {
		f->lockcount++;
		return 0;
	}
	if (!__libc.threaded) {
		if (f->lock)
			return -1;
		f->lock = LK_LOCKED;
	} else {
		/* Free is LK_LOCKED clear: sleepers may still be counted
		   (lock.h), and they stay counted. */
		int v;
		do {
			v = f->lock;
			if (v & LK_LOCKED)
				return -1;
		} while (a_cas(&f->lock, v, v | LK_LOCKED) != v);
	}
	f->owner = tid;
	f->lockcount = 1;
	return 0;
}
