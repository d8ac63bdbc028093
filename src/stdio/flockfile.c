#include "stdio_impl.h"
#include "pthread_impl.h"

/* Recursive: the owner may lock again and must unlock as many times. */
void flockfile(FILE *f)
{
	if ((f->lock & ~FLOCK_WAITERS) == __self()->tid) {
		f->lockcount++;
		return;
	}
	__lockfile_acquire(f);
	f->lockcount = 1;
}
