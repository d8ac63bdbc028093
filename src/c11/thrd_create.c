#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <threads.h>
#include "futex.h"

/*
 * A C11 start function returns int, a pthread one void *: calling one
 * through a pointer to the other is undefined, and on x86_64 it leaves the
 * upper half of the result register to chance.  So the thread runs
 * c11_start, a real void *(*)(void *), which calls the int function with
 * its own type and widens the int the same way thrd_exit does
 * ((void *)(intptr_t)res), so thrd_join reads one representation.
 *
 * The function and its argument travel in a record on the creator's
 * stack, and the creator waits until the new thread has copied them.
 * That costs no allocation (a C11 program does not need malloc for this,
 * and thrd_create cannot fail for lack of it); the price is that
 * thrd_create returns once the thread has started, not before.
 */

enum { START_PENDING, START_WAITING, START_TAKEN };

struct c11_start_rec {
	thrd_start_t fn;
	void *arg;
	volatile int state;
};

static void *c11_start(void *p)
{
	struct c11_start_rec *rec = p;
	thrd_start_t fn = rec->fn;
	void *arg = rec->arg;

	/* After this store the record may be gone; the wake on its address
	   may then be spurious for whatever lives there, which every futex
	   waiter tolerates (as after a mutex unlock). */
	if (__atomic_exchange_n(&rec->state, START_TAKEN, __ATOMIC_ACQ_REL) == START_WAITING)
		__futex_wake(&rec->state, 1, 1);
	return (void *)(intptr_t)fn(arg);
}

int thrd_create(thrd_t *thr, thrd_start_t fn, void *arg)
{
	struct c11_start_rec rec = { fn, arg, START_PENDING };
	int expect = START_PENDING;
	pthread_t t;
	int e;

	e = pthread_create(&t, 0, c11_start, &rec);
	if (e)
		return e == EAGAIN ? thrd_nomem : thrd_error;
	if (__atomic_compare_exchange_n(&rec.state, &expect, START_WAITING, 0,
					__ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE))
		while (__atomic_load_n(&rec.state, __ATOMIC_ACQUIRE) == START_WAITING)
			__futex_wait(&rec.state, START_WAITING, 1);
	*thr = (thrd_t)t;
	return thrd_success;
}
