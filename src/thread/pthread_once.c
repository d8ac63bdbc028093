#include <limits.h>
#include "atomic.h"
#include "futex.h"
#include "pthread_impl.h"

/*
 * The control word:
 *   ONCE_IDLE          init has not run, or its only run was abandoned
 *   ONCE_DONE          init returned (include/pthread.h tests this inline)
 *   ONCE_BUSY          some thread is inside init
 *   ONCE_BUSY | ONCE_SLEEPERS   and at least one caller sleeps on the word
 * Callers that find it busy sleep on it with a private futex; the word
 * says whether any do, so an uncontended run makes no wake call.
 */
enum { ONCE_IDLE = 0, ONCE_DONE = 1, ONCE_BUSY = 2, ONCE_SLEEPERS = 4 };

/* init left by pthread_exit (or cancellation): it did not complete, so
   POSIX has the next caller run it.  Every sleeper retries; one of them
   claims the idle word. */
static void abandon(void *ctl)
{
	if (a_swap(ctl, ONCE_IDLE) & ONCE_SLEEPERS)
		__futex_wake(ctl, INT_MAX, 1);
}

static void run(volatile int *w, void (*init)(void))
{
	pthread_cleanup_push(abandon, (void *)w);
	init();
	pthread_cleanup_pop(0);
	/* The swap releases init's stores to whoever loads DONE. */
	if (a_swap(w, ONCE_DONE) & ONCE_SLEEPERS)
		__futex_wake(w, INT_MAX, 1);
}

int (pthread_once)(pthread_once_t *ctl, void (*init)(void))
{
	volatile int *w = ctl;
	int v = __atomic_load_n(w, __ATOMIC_ACQUIRE);

	while (v != ONCE_DONE) {
		if (v == ONCE_IDLE) {
			v = a_cas(w, ONCE_IDLE, ONCE_BUSY);
			if (v == ONCE_IDLE) {
				run(w, init);
				break;
			}
			continue;
		}
		/* Busy: announce a sleeper, then sleep until the word moves. */
		if (!(v & ONCE_SLEEPERS)) {
			int seen = a_cas(w, v, v | ONCE_SLEEPERS);
			if (seen != v) {
				v = seen;
				continue;
			}
			v |= ONCE_SLEEPERS;
		}
		__futex_wait(w, v, 1);
		v = __atomic_load_n(w, __ATOMIC_ACQUIRE);
	}
	return 0;
}
