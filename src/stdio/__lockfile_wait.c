/* Weak: see lock.h. */
#define LK_WEAK
#include "stdio_impl.h"
#include "lock.h"

/* The contended halves of __flock and __funlock (stdio_impl.h), apart
   from __lockfile.c: only the per-character functions inline the fast
   path, and a program without them (printf alone) links neither. */
hidden void __lockfile_wait(FILE *f)
{
	__lk_wait(&f->lock, 1, CLOCK_REALTIME, 0);
}

hidden void __unlockfile_wake(FILE *f)
{
	__lk_wake(&f->lock, 1);
}
