/* Signals under the mutex with many waiters: every pthread_cond_signal
   ends exactly one wait, and pthread_cond_wait never returns without a
   signal (no spurious or doubled wake-up), whether the waiters are
   asleep in the kernel or still between unlocking the mutex and going
   to sleep; a burst of k signals ends exactly k waits.  POSIX allows
   spurious wake-ups; weft makes none (docs/condvar.md), and glibc none
   here either. */
// test: timeout 60
#include <pthread.h>
#include <time.h>
#include "check.h"

enum { WAITERS = 12, ROUNDS = 20 };

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int registered, returns, permits, stray, quit;

static void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	for (;;) {
		registered++;
		CHECK_EQ(pthread_cond_wait(&c, &m), 0);
		registered--;
		returns++;
		if (quit)
			break;
		if (permits > 0)
			permits--;
		else
			stray++;
	}
	pthread_mutex_unlock(&m);
	return 0;
}

static void pause_ms(long ms)
{
	struct timespec ts = { 0, ms * 1000000L };
	nanosleep(&ts, 0);
}

/* Waits until `returns` reaches want, then a little longer: it must stay
   there. */
static void expect_returns(int want)
{
	for (int i = 0; i < 5000; i++) {
		pthread_mutex_lock(&m);
		int r = returns;
		pthread_mutex_unlock(&m);
		if (r >= want)
			break;
		pause_ms(1);
	}
	pause_ms(20);
	pthread_mutex_lock(&m);
	CHECK_EQ(returns, want);
	CHECK_EQ(stray, 0);
	pthread_mutex_unlock(&m);
}

static void wait_registered(int n)
{
	for (;;) {
		pthread_mutex_lock(&m);
		int r = registered;
		pthread_mutex_unlock(&m);
		if (r == n)
			return;
		pause_ms(1);
	}
}

int main(void)
{
	pthread_t t[WAITERS];
	int want = 0;

	for (int i = 0; i < WAITERS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, waiter, 0), 0);
	for (int round = 0; round < ROUNDS; round++) {
		int burst = 1 + round % 4;

		/* Half the rounds signal as soon as every waiter is counted
		   (some still on their way to sleep), half once they sleep. */
		wait_registered(WAITERS);
		if (round % 2)
			pause_ms(10);
		pthread_mutex_lock(&m);
		for (int k = 0; k < burst; k++) {
			permits++;
			CHECK_EQ(pthread_cond_signal(&c), 0);
		}
		pthread_mutex_unlock(&m);
		want += burst;
		expect_returns(want);
	}
	pthread_mutex_lock(&m);
	quit = 1;
	CHECK_EQ(pthread_cond_broadcast(&c), 0);
	pthread_mutex_unlock(&m);
	for (int i = 0; i < WAITERS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(returns, want + WAITERS);
	CHECK_EQ(stray, 0);
	return 0;
}
