/* C11 <threads.h> mutexes and condvars: plain/timed/recursive mtx_init,
   thrd_busy and thrd_timedout, a counter under contention, and a
   condvar hand-off with cnd_wait/cnd_timedwait/cnd_broadcast. */
// test: cflags -pthread
// test: timeout 60
#include <threads.h>
#include <pthread.h>
#include <time.h>
#include "check.h"

enum { THREADS = 4, ITERS = 50000 };

static mtx_t m;
static cnd_t c;
static long counter;
static int ready;

static void *adder(void *arg)
{
	(void)arg;
	for (int i = 0; i < ITERS; i++) {
		if (mtx_lock(&m) != thrd_success)
			return (void *)1;
		counter++;
		mtx_unlock(&m);
	}
	mtx_lock(&m);
	ready++;
	cnd_broadcast(&c);
	mtx_unlock(&m);
	return 0;
}

int main(void)
{
	pthread_t t[THREADS];
	struct timespec ts;
	mtx_t r;

	CHECK(sizeof(mtx_t) == sizeof(pthread_mutex_t));
	CHECK(sizeof(cnd_t) == sizeof(pthread_cond_t));
	CHECK_EQ(thrd_success, 0);
	CHECK_EQ(thrd_busy, 1);
	CHECK_EQ(thrd_error, 2);
	CHECK_EQ(thrd_nomem, 3);
	CHECK_EQ(thrd_timedout, 4);
	CHECK_EQ(mtx_plain | mtx_recursive | mtx_timed, 3);
	CHECK_EQ(TSS_DTOR_ITERATIONS, 4);

	CHECK_EQ(mtx_init(&m, mtx_timed), thrd_success);
	CHECK_EQ(cnd_init(&c), thrd_success);
	CHECK_EQ(mtx_lock(&m), thrd_success);
	CHECK_EQ(mtx_trylock(&m), thrd_busy);
	timespec_get(&ts, TIME_UTC);
	ts.tv_nsec += 20000000;
	if (ts.tv_nsec >= 1000000000)
		ts.tv_sec++, ts.tv_nsec -= 1000000000;
	CHECK_EQ(mtx_timedlock(&m, &ts), thrd_timedout);
	CHECK_EQ(cnd_timedwait(&c, &m, &ts), thrd_timedout);
	CHECK_EQ(mtx_unlock(&m), thrd_success);

	CHECK_EQ(mtx_init(&r, mtx_plain | mtx_recursive), thrd_success);
	CHECK_EQ(mtx_lock(&r), thrd_success);
	CHECK_EQ(mtx_trylock(&r), thrd_success);
	CHECK_EQ(mtx_unlock(&r), thrd_success);
	CHECK_EQ(mtx_unlock(&r), thrd_success);
	mtx_destroy(&r);

	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, adder, 0), 0);
	CHECK_EQ(mtx_lock(&m), thrd_success);
	while (ready < THREADS)
		CHECK_EQ(cnd_wait(&c, &m), thrd_success);
	CHECK_EQ(counter, (long)THREADS * ITERS);
	CHECK_EQ(mtx_unlock(&m), thrd_success);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(cnd_signal(&c), thrd_success);
	cnd_destroy(&c);
	mtx_destroy(&m);
	return 0;
}
