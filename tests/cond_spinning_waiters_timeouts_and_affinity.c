/* Condvar waiters that spin before they sleep, raced by everything that
   can end a wait: signals under the mutex and after the unlock,
   broadcasts, and deadlines of some tens of microseconds that expire
   while a waiter spins or as it is chosen.  Midway a producer and a
   consumer move to one CPU and back (waiters on one CPU do not spin).
   Every token is taken exactly once, a timed wait returns only 0 or
   ETIMEDOUT, and nobody sleeps through a wake-up (a lost one hangs the
   untimed consumers and the test). */
// test: cflags -pthread
// test: timeout 120
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include "check.h"

enum { PROD = 2, CONS = 3, ITEMS = 40000 };

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static long tokens, produced, taken_by[CONS], timeouts;
static int producers_left = PROD;
static cpu_set_t all, one;
static int can_pin;

static void pin(int on)
{
	if (can_pin)
		CHECK_EQ(pthread_setaffinity_np(pthread_self(), sizeof all, on ? &one : &all), 0);
}

static void *producer(void *arg)
{
	long id = (long)arg;

	for (int i = 1; i <= ITEMS; i++) {
		if (id == 1 && i == ITEMS / 3)
			pin(1);
		if (id == 1 && i == 2 * ITEMS / 3)
			pin(0);
		pthread_mutex_lock(&m);
		tokens++;
		produced++;
		if (i % 64 == 0)
			pthread_cond_broadcast(&c);
		else if (id == 0)
			pthread_cond_signal(&c);
		pthread_mutex_unlock(&m);
		if (id == 1 && i % 64)
			pthread_cond_signal(&c);
		if (i % 16 == 0)
			sched_yield();
	}
	pthread_mutex_lock(&m);
	producers_left--;
	pthread_cond_broadcast(&c);
	pthread_mutex_unlock(&m);
	return 0;
}

static void *consumer(void *arg)
{
	long id = (long)arg;
	long n = 0;

	for (;;) {
		pthread_mutex_lock(&m);
		while (tokens == 0 && producers_left) {
			if (id == 0) {
				struct timespec ts;
				CHECK_EQ(clock_gettime(CLOCK_REALTIME, &ts), 0);
				ts.tv_nsec += 20000 + (n % 7) * 10000;
				if (ts.tv_nsec >= 1000000000) {
					ts.tv_sec++;
					ts.tv_nsec -= 1000000000;
				}
				int r = pthread_cond_timedwait(&c, &m, &ts);
				if (r == ETIMEDOUT)
					timeouts++;
				else
					CHECK_EQ(r, 0);
			} else {
				CHECK_EQ(pthread_cond_wait(&c, &m), 0);
			}
		}
		if (tokens == 0) {
			pthread_mutex_unlock(&m);
			taken_by[id] = n;
			return 0;
		}
		tokens--;
		n++;
		pthread_mutex_unlock(&m);
		if (id == 2 && n == 5000)
			pin(1);
		if (id == 2 && n == 15000)
			pin(0);
	}
}

int main(void)
{
	pthread_t p[PROD], k[CONS];
	long sum = 0;

	if (sched_getaffinity(0, sizeof all, &all) == 0) {
		CPU_ZERO(&one);
		for (int i = 0; i < CPU_SETSIZE; i++)
			if (CPU_ISSET(i, &all)) {
				CPU_SET(i, &one);
				break;
			}
		can_pin = 1;
	}
	for (long i = 0; i < CONS; i++)
		CHECK_EQ(pthread_create(&k[i], 0, consumer, (void *)i), 0);
	for (long i = 0; i < PROD; i++)
		CHECK_EQ(pthread_create(&p[i], 0, producer, (void *)i), 0);
	for (int i = 0; i < PROD; i++)
		CHECK_EQ(pthread_join(p[i], 0), 0);
	for (int i = 0; i < CONS; i++)
		CHECK_EQ(pthread_join(k[i], 0), 0);
	for (int i = 0; i < CONS; i++)
		sum += taken_by[i];
	CHECK_EQ(produced, (long)PROD * ITEMS);
	CHECK_EQ(sum, (long)PROD * ITEMS);
	CHECK_EQ(tokens, 0);
	return 0;
}
