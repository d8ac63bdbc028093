/* Cancelling a condition wait: the cleanup handlers run with the mutex
   re-acquired by the cancelled thread (an error-checking mutex proves
   it: locking again says EDEADLK, unlocking says 0), for
   pthread_cond_wait and pthread_cond_timedwait.  And a signal is not lost
   to a waiter being cancelled: two threads wait, one is cancelled and the
   condition is signalled once at the same moment; either the cancelled
   one took the token before acting on the cancellation (allowed) or the
   other one must wake up and take it.  Repeated 300 times. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <signal.h>
#include "cancel_test.h"

static pthread_mutex_t m;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int waiting, go, lock_again, unlock_rc, handler_runs;

static void owner_check(void *arg)
{
	(void)arg;
	lock_again = pthread_mutex_lock(&m);
	unlock_rc = pthread_mutex_unlock(&m);
	handler_runs++;
}

static void *waiter(void *timed)
{
	struct timespec ts = t_deadline_ms(CLOCK_REALTIME, 3600 * 1000L);

	CHECK_EQ(pthread_mutex_lock(&m), 0);
	pthread_cleanup_push(owner_check, NULL);
	waiting++;
	while (!go) {
		if (timed)
			pthread_cond_timedwait(&cv, &m, &ts);
		else
			pthread_cond_wait(&cv, &m);
	}
	pthread_cleanup_pop(0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	return NULL;
}

/* Locks m once `count` threads are inside the wait: each counts itself
   under m before waiting, and the wait releases m. */
static void lock_when_waiting(int *count, int n)
{
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	while (*count < n) {
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		sched_yield();
		CHECK_EQ(pthread_mutex_lock(&m), 0);
	}
}

static int tokens, took[2], in_wait;

static void unlock_m(void *arg)
{
	(void)arg;
	pthread_mutex_unlock(&m);
}

static void *consumer(void *arg)
{
	int *mine = arg;

	CHECK_EQ(pthread_mutex_lock(&m), 0);
	pthread_cleanup_push(unlock_m, NULL);
	in_wait++;
	while (tokens == 0)
		pthread_cond_wait(&cv, &m);
	tokens--;
	*mine = 1;
	pthread_cleanup_pop(1);
	return NULL;
}

static void lost(int sig)
{
	(void)sig;
	t_puts(2, "the waiter that was not cancelled never woke: signal lost\n");
	_exit(1);
}

int main(void)
{
	pthread_mutexattr_t a;

	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK), 0);
	CHECK_EQ(pthread_mutex_init(&m, &a), 0);

	for (int timed = 0; timed < 2; timed++) {
		pthread_t t;
		void *res = NULL;

		waiting = handler_runs = 0;
		lock_again = unlock_rc = -1;
		CHECK_EQ(pthread_create(&t, NULL, waiter, (void *)(long)timed), 0);
		lock_when_waiting(&waiting, 1);
		/* Cancelled while we hold the mutex: the thread must wait
		   for it before its handler runs. */
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(handler_runs, 1);
		CHECK_EQ(lock_again, EDEADLK);
		CHECK_EQ(unlock_rc, 0);
		/* Nobody holds it now. */
		CHECK_EQ(pthread_mutex_trylock(&m), 0);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
	}

	signal(SIGALRM, lost);
	for (int i = 0; i < 300; i++) {
		pthread_t w[2];
		void *res = NULL;

		tokens = took[0] = took[1] = in_wait = 0;
		CHECK_EQ(pthread_create(&w[0], NULL, consumer, &took[0]), 0);
		CHECK_EQ(pthread_create(&w[1], NULL, consumer, &took[1]), 0);
		lock_when_waiting(&in_wait, 2);
		CHECK_EQ(pthread_cancel(w[0]), 0);
		tokens = 1;
		CHECK_EQ(pthread_cond_signal(&cv), 0);
		CHECK_EQ(pthread_mutex_unlock(&m), 0);

		CHECK_EQ(pthread_join(w[0], &res), 0);
		CHECK(res == PTHREAD_CANCELED || (res == NULL && took[0]));
		CHECK_EQ(pthread_mutex_lock(&m), 0);
		if (took[0]) {
			/* The cancelled one had the token: give the other
			   one its own. */
			tokens++;
			CHECK_EQ(pthread_cond_signal(&cv), 0);
		}
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
		alarm(20);
		CHECK_EQ(pthread_join(w[1], &res), 0);
		alarm(0);
		CHECK(res == NULL);
		CHECK_EQ(took[1], 1);
		CHECK_EQ(tokens, 0);
	}
	return 0;
}
