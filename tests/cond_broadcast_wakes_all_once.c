/* A broadcast wakes every waiter, each exactly once, for several mutex
   kinds (requeued onto a normal mutex's word, woken outright for the
   others); a signal wakes one at a time; both return 0 with no waiters. */
// test: cflags -pthread
// test: timeout 60
#include <pthread.h>
#include <unistd.h>
#include "check.h"

enum { N = 8, ROUNDS = 50 };

static pthread_mutex_t m;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int gen, waiting, woken[N];

static void *waiter(void *arg)
{
	long id = (long)arg;
	for (int r = 0; r < ROUNDS; r++) {
		int e;
		CHECK_EQ(pthread_mutex_lock(&m), 0);
		int my = gen;
		waiting++;
		while (gen == my) {
			e = pthread_cond_wait(&c, &m);
			if (e != 0 && e != EOWNERDEAD)
				CHECK_EQ(e, 0);
		}
		woken[id]++;
		CHECK_EQ(pthread_mutex_unlock(&m), 0);
	}
	return 0;
}

static void run(int type, int robust, int proto)
{
	pthread_mutexattr_t a;
	pthread_t t[N];

	pthread_mutexattr_init(&a);
	pthread_mutexattr_settype(&a, type);
	pthread_mutexattr_setrobust(&a, robust);
	pthread_mutexattr_setprotocol(&a, proto);
	CHECK_EQ(pthread_mutex_init(&m, &a), 0);
	gen = waiting = 0;
	for (int i = 0; i < N; i++)
		woken[i] = 0;
	for (long i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], 0, waiter, (void *)i), 0);
	for (int r = 1; r <= ROUNDS; r++) {
		for (;;) {
			pthread_mutex_lock(&m);
			if (waiting == N * r)
				break;
			pthread_mutex_unlock(&m);
			usleep(100);
		}
		gen++;
		CHECK_EQ(pthread_cond_broadcast(&c), 0);
		pthread_mutex_unlock(&m);
	}
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	for (int i = 0; i < N; i++)
		CHECK_EQ(woken[i], ROUNDS);
	CHECK_EQ(pthread_mutex_destroy(&m), 0);
}

int main(void)
{
	CHECK_EQ(pthread_cond_signal(&c), 0);
	CHECK_EQ(pthread_cond_broadcast(&c), 0);
	run(PTHREAD_MUTEX_NORMAL, 0, PTHREAD_PRIO_NONE);
	run(PTHREAD_MUTEX_ERRORCHECK, 0, PTHREAD_PRIO_NONE);
	run(PTHREAD_MUTEX_RECURSIVE, 0, PTHREAD_PRIO_NONE);
	run(PTHREAD_MUTEX_NORMAL, PTHREAD_MUTEX_ROBUST, PTHREAD_PRIO_NONE);
	run(PTHREAD_MUTEX_NORMAL, 0, PTHREAD_PRIO_INHERIT);
	CHECK_EQ(pthread_cond_destroy(&c), 0);
	return 0;
}
