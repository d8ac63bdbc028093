#include "stdio_impl.h"
#include "lock.h"
#include "pthread_impl.h"

/* Recursive: the owner may lock again and must unlock as many times. */
void flockfile(FILE *f)
{
	if (f->owner == __self()->tid) {
		f->lockcount++;
		return;
	}
	__lockfile_acquire(f);
	f->lockcount = 1;
}
