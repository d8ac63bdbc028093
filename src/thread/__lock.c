#include "atomic.h"
#include "futex.h"
#include "lock.h"

/* 0 free, 1 held, 2 held and someone may be sleeping on it.  Until a
   second thread exists the owner is alone, so plain stores suffice. */
hidden void __lock(volatile int *l)
{
	int c;

	if (!__libc.threaded) {
		*l = 1;
		return;
	}
	c = a_cas(l, 0, 1);
	if (!c)
		return;
	for (int spins = 0; spins < 100 && c == 1; spins++) {
		a_spin();
		c = a_cas(l, 0, 1);
		if (!c)
			return;
	}
	/* Mark contended; whoever unlocks sees 2 and wakes one sleeper. */
	while (a_swap(l, 2))
		__futex_wait(l, 2, 1);
}

hidden void __unlock(volatile int *l)
{
	if (!__libc.threaded) {
		*l = 0;
		return;
	}
	if (a_swap(l, 0) == 2)
		__futex_wake(l, 1, 1);
}
