#include <limits.h>
#include "atomic.h"
#include "futex.h"
#include "pthread_impl.h"

/*
 * The once word: 0 not run, 1 running, 3 running with waiters, 2 done.
 * After completion the fast path is one acquire load.  If init is
 * cancelled or calls pthread_exit, the word goes back to 0 (and waiters
 * are woken) so that another caller runs it, as POSIX requires.
 */

static void undo(void *p)
{
	volatile int *c = p;

	if (a_swap(c, 0) == 3)
		__futex_wake(c, INT_MAX, 1);
}

static int __attribute__((noinline)) slow(pthread_once_t *c, void (*init)(void))
{
	volatile int *w = c;

	for (;;) {
		switch (a_cas(w, 0, 1)) {
		case 0:
			pthread_cleanup_push(undo, (void *)w);
			init();
			pthread_cleanup_pop(0);
			if (a_swap(w, 2) == 3)
				__futex_wake(w, INT_MAX, 1);
			return 0;
		case 1:
			a_cas(w, 1, 3);
			continue;
		case 3:
			__futex_wait(w, 3, 1);
			continue;
		case 2:
			return 0;
		}
	}
}

int (pthread_once)(pthread_once_t *c, void (*init)(void))
{
	if (__atomic_load_n(c, __ATOMIC_ACQUIRE) == 2)
		return 0;
	return slow(c, init);
}
