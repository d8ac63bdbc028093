/* A thread whose cancellation request is already pending when it calls
   pthread_cond_wait is cancelled by that call (POSIX 2.9.5: a request
   pending when a thread calls a cancellation point is acted upon before
   the function returns), even when another thread signals the condvar at
   once: the wait never returns, and the cleanup handler runs exactly once
   with the mutex held.  Repeated, with a thread signalling as fast as it
   can take the mutex, so that a waiter that spins before it sleeps sees
   the signal within its spin.
   weft-only: glibc 2.36 returns from the wait with the request still
   pending when a signal is already there. */
// test: cflags -pthread
// test: weft-only
// test: timeout 60
#include <pthread.h>
#include "check.h"

enum { ROUNDS = 200 };

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int waiting, stop, handler_runs, held_in_handler, returns;

static void handler(void *arg)
{
	(void)arg;
	handler_runs++;
	held_in_handler = pthread_mutex_trylock(&m) == EBUSY;
	pthread_mutex_unlock(&m);
}

static void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	waiting = 1;
	CHECK_EQ(pthread_cancel(pthread_self()), 0);
	pthread_cleanup_push(handler, 0);
	for (;;) {
		if (pthread_cond_wait(&c, &m) == 0)
			returns++;
	}
	pthread_cleanup_pop(0);
	return 0;
}

static void *signaller(void *arg)
{
	(void)arg;
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		pthread_mutex_lock(&m);
		if (waiting)
			pthread_cond_signal(&c);
		pthread_mutex_unlock(&m);
	}
	return 0;
}

int main(void)
{
	for (int i = 0; i < ROUNDS; i++) {
		pthread_t w, s;
		void *res;

		waiting = handler_runs = held_in_handler = returns = 0;
		__atomic_store_n(&stop, 0, __ATOMIC_RELEASE);
		CHECK_EQ(pthread_create(&s, 0, signaller, 0), 0);
		CHECK_EQ(pthread_create(&w, 0, waiter, 0), 0);
		CHECK_EQ(pthread_join(w, &res), 0);
		__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
		CHECK_EQ(pthread_join(s, 0), 0);
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(returns, 0);
		CHECK_EQ(handler_runs, 1);
		CHECK_EQ(held_in_handler, 1);
	}
	return 0;
}
