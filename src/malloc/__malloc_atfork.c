#include "lock.h"
#include "malloc_impl.h"

/*
 * For fork: phase < 0 before the fork takes the malloc lock, so that no
 * other thread is half-way through changing the heap when the child is
 * made; phase == 0 in the parent releases it; phase > 0 in the child,
 * where the other threads are gone, makes it free again.
 */
hidden void __malloc_atfork(int phase)
{
	if (phase < 0)
		__lock(__malloc_lock);
	else if (phase == 0)
		__unlock(__malloc_lock);
	else
		__malloc_lock[0] = 0;
}
