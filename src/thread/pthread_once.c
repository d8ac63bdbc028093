#include <limits.h>
#include "atomic.h"
#include "futex.h"
#include "pthread_impl.h"

/*
 * The control word:
 *   ONCE_IDLE          init has not run, or its only run was abandoned
 *   ONCE_DONE          init returned (include/pthread.h tests this inline)
 *   ONCE_BUSY | gen << ONCE_GEN_SHIFT
 *                      a thread of fork generation gen is inside init
 *   ... | ONCE_SLEEPERS  and at least one caller sleeps on the word
 * Callers that find it busy sleep on it with a private futex; the word
 * says whether any do, so an uncontended run makes no wake call.
 *
 * The generation counts forks along this process's ancestry (each fork
 * child adds one; docs/fork.md).  A busy word of another generation was
 * written by a thread that does not exist here, so a caller claims it and
 * runs init itself instead of sleeping forever.  It wraps after 2^29
 * nested forks.
 */
enum { ONCE_IDLE = 0, ONCE_DONE = 1, ONCE_BUSY = 2, ONCE_SLEEPERS = 4 };
#define ONCE_GEN_SHIFT 3

static unsigned generation;

static int busy_word(void)
{
	return (int)(generation << ONCE_GEN_SHIFT | ONCE_BUSY);
}

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
	int mine = busy_word();
	int v = __atomic_load_n(w, __ATOMIC_ACQUIRE);

	while (v != ONCE_DONE) {
		/* Idle, or busy in another generation: ours to run. */
		if ((v & ~ONCE_SLEEPERS) != mine) {
			int seen = a_cas(w, v, mine);
			if (seen == v) {
				run(w, init);
				break;
			}
			v = seen;
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

/* fork's child, before anything else runs in it: a new generation, so
   that inits other threads of the parent were running are run again on
   demand.  The forking thread's own inits (it may fork from inside one)
   still run here and will complete: their words, found through its
   cleanup records, are stamped with the new generation so that no one
   starts them a second time. */
hidden void __once_fork_child(void)
{
	generation++;
	for (struct __weft_cleanup *cb = __self()->cleanup; cb; cb = cb->__outer)
		if (cb->__fn == abandon)
			*(volatile int *)cb->__arg = busy_word();
}
