/* Producers and consumers on a bounded queue with two condvars: every item
   produced is consumed exactly once and nobody sleeps through a wake-up
   (a lost one hangs the test).  Also with pthread_cond_signal called after
   the unlock, and with a recursive mutex. */
// test: cflags -pthread
// test: timeout 120
#include <pthread.h>
#include "check.h"

enum { PROD = 2, CONS = 2, ITEMS = 50000, CAP = 4 };

static pthread_mutex_t m;
static pthread_cond_t notfull = PTHREAD_COND_INITIALIZER, notempty = PTHREAD_COND_INITIALIZER;
static int q[CAP], head, count, signal_outside;
static long sum_in, sum_out, taken;

static void *producer(void *arg)
{
	long base = (long)arg;
	for (int i = 1; i <= ITEMS; i++) {
		pthread_mutex_lock(&m);
		while (count == CAP)
			CHECK_EQ(pthread_cond_wait(&notfull, &m), 0);
		q[(head + count++) % CAP] = (int)(base + i);
		sum_in += base + i;
		if (!signal_outside)
			pthread_cond_signal(&notempty);
		pthread_mutex_unlock(&m);
		if (signal_outside)
			pthread_cond_signal(&notempty);
	}
	return 0;
}

static void *consumer(void *arg)
{
	(void)arg;
	for (;;) {
		pthread_mutex_lock(&m);
		while (count == 0 && taken < (long)PROD * ITEMS)
			CHECK_EQ(pthread_cond_wait(&notempty, &m), 0);
		if (taken == (long)PROD * ITEMS) {
			pthread_cond_broadcast(&notempty);
			pthread_mutex_unlock(&m);
			return 0;
		}
		sum_out += q[head];
		head = (head + 1) % CAP;
		count--;
		taken++;
		if (taken == (long)PROD * ITEMS)
			pthread_cond_broadcast(&notempty);
		pthread_cond_signal(&notfull);
		pthread_mutex_unlock(&m);
	}
}

static void run(int type)
{
	pthread_mutexattr_t a;
	pthread_t p[PROD], c[CONS];

	pthread_mutexattr_init(&a);
	pthread_mutexattr_settype(&a, type);
	CHECK_EQ(pthread_mutex_init(&m, &a), 0);
	sum_in = sum_out = taken = 0;
	head = count = 0;
	for (int i = 0; i < CONS; i++)
		CHECK_EQ(pthread_create(&c[i], 0, consumer, 0), 0);
	for (int i = 0; i < PROD; i++)
		CHECK_EQ(pthread_create(&p[i], 0, producer, (void *)(long)(i * 1000000)), 0);
	for (int i = 0; i < PROD; i++)
		CHECK_EQ(pthread_join(p[i], 0), 0);
	for (int i = 0; i < CONS; i++)
		CHECK_EQ(pthread_join(c[i], 0), 0);
	CHECK_EQ(taken, (long)PROD * ITEMS);
	CHECK_EQ(sum_out, sum_in);
	CHECK_EQ(pthread_mutex_destroy(&m), 0);
}

int main(void)
{
	run(PTHREAD_MUTEX_NORMAL);
	signal_outside = 1;
	run(PTHREAD_MUTEX_NORMAL);
	signal_outside = 0;
	run(PTHREAD_MUTEX_ERRORCHECK);
	run(PTHREAD_MUTEX_RECURSIVE);
	CHECK_EQ(pthread_cond_destroy(&notfull), 0);
	CHECK_EQ(pthread_cond_destroy(&notempty), 0);
	return 0;
}
