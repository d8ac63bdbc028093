/* A request held while cancellation was disabled acts once the thread
   enables it again with the asynchronous type, although the thread then
   makes no call at all (it spins); join then says PTHREAD_CANCELED.
   Neither reference gets this right, hence weft-only: glibc 2.36 acts in
   pthread_setcancelstate but join then gives NULL, not PTHREAD_CANCELED;
   musl 1.2.3 never acts (the signal came while disabled), which the alarm
   turns into a failure rather than a hang. */
// test: cflags -pthread
// test: weft-only
#define _GNU_SOURCE
#include <signal.h>
#include "cancel_test.h"

static int runs, ready, sent, survived;

static void never_acted(int sig)
{
	(void)sig;
	t_puts(2, "the held request never acted after re-enabling (asynchronous type)\n");
	_exit(1);
}

static void *held_async(void *arg)
{
	int old = -1;

	(void)arg;
	pthread_cleanup_push(t_count_run, &runs);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old), 0);
	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_DEFERRED);
	__atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
	while (!__atomic_load_n(&sent, __ATOMIC_ACQUIRE))
		;
	survived = 1;
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old), 0);
	for (;;)
		__asm__ __volatile__ ("" ::: "memory");
	pthread_cleanup_pop(0);
	return NULL;
}

int main(void)
{
	signal(SIGALRM, never_acted);
	for (int i = 0; i < 20; i++) {
		pthread_t t;
		void *res = NULL;

		runs = ready = sent = survived = 0;
		CHECK_EQ(pthread_create(&t, NULL, held_async, NULL), 0);
		while (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE))
			sched_yield();
		CHECK_EQ(pthread_cancel(t), 0);
		__atomic_store_n(&sent, 1, __ATOMIC_RELEASE);
		alarm(20);
		CHECK_EQ(pthread_join(t, &res), 0);
		alarm(0);
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(survived, 1);
		CHECK_EQ(runs, 1);
	}
	return 0;
}
