/* A waiter chosen by pthread_cond_signal and cancelled before it returns
   must not swallow the signal (POSIX, pthread_cond_wait: "shall not
   consume any condition signal"): the other waiter wakes.  The signal is
   sent with the mutex held and the cancel before the unlock, so the
   chosen waiter cannot have returned yet; the unlock waits a little, so
   that the cancellation acts in the wait.  (If it did not, the waiter
   returned with the signal, which is its right, and the test signals
   once more so that the other one ends too.) */
// test: timeout 60
#include <pthread.h>
#include <time.h>
#include "check.h"

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int go, waiting, returned;

static void unlock(void *arg)
{
	pthread_mutex_unlock(arg);
}

static void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock, &m);
	waiting++;
	while (!go)
		CHECK_EQ(pthread_cond_wait(&c, &m), 0);
	returned++;
	pthread_cleanup_pop(1);
	return 0;
}

static void wait_for_waiters(int n)
{
	struct timespec ms = { 0, 1000000 };

	for (;;) {
		pthread_mutex_lock(&m);
		int k = waiting;
		pthread_mutex_unlock(&m);
		if (k >= n)
			break;
		nanosleep(&ms, 0);
	}
	/* let the last one go to sleep in the kernel */
	for (int i = 0; i < 20; i++)
		nanosleep(&ms, 0);
}

int main(void)
{
	pthread_t w1, w2;
	void *r;

	CHECK_EQ(pthread_create(&w1, 0, waiter, 0), 0);
	wait_for_waiters(1);
	CHECK_EQ(pthread_create(&w2, 0, waiter, 0), 0);
	wait_for_waiters(2);

	pthread_mutex_lock(&m);
	go = 1;
	CHECK_EQ(pthread_cond_signal(&c), 0);
	CHECK_EQ(pthread_cancel(w1), 0);
	for (int i = 0; i < 50; i++)
		nanosleep(&(struct timespec){ 0, 1000000 }, 0);
	pthread_mutex_unlock(&m);

	CHECK_EQ(pthread_join(w1, &r), 0);
	/* w1 either acted on the cancel in the wait, or (had it been the
	   one not chosen and already past it) returned normally. */
	CHECK(r == PTHREAD_CANCELED || r == 0);
	if (r == 0) {
		pthread_mutex_lock(&m);
		pthread_cond_signal(&c);
		pthread_mutex_unlock(&m);
	}
	CHECK_EQ(pthread_join(w2, &r), 0);
	CHECK(r == 0);
	pthread_mutex_lock(&m);
	CHECK(returned >= 1);
	pthread_mutex_unlock(&m);
	CHECK_EQ(pthread_cond_destroy(&c), 0);
	return 0;
}
