/* Asynchronous cancellation reaches a thread that makes no calls at all:
   one in a loop that only counts in a register, one in a loop that
   writes memory.  join says PTHREAD_CANCELED and the cleanup handler ran
   once; repeated, so the request lands at many different instructions. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"

static int runs, ready;
static volatile unsigned long counter;

static void *spin_register(void *arg)
{
	unsigned long x = (unsigned long)arg;
	int old = -1;

	pthread_cleanup_push(t_count_run, &runs);
	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old), 0);
	CHECK_EQ(old, PTHREAD_CANCEL_DEFERRED);
	__atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
	for (;;) {
		x = x * 6364136223846793005UL + 1442695040888963407UL;
		__asm__ __volatile__ ("" : "+r"(x));
	}
	pthread_cleanup_pop(0);
	return NULL;
}

static void *spin_memory(void *arg)
{
	(void)arg;
	pthread_cleanup_push(t_count_run, &runs);
	int old;
	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old), 0);
	__atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
	for (;;)
		counter++;
	pthread_cleanup_pop(0);
	return NULL;
}

int main(void)
{
	for (int i = 0; i < 200; i++) {
		pthread_t t;
		void *res = NULL;

		runs = ready = 0;
		CHECK_EQ(pthread_create(&t, NULL, i % 2 ? spin_memory : spin_register, (void *)(long)i), 0);
		while (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE))
			sched_yield();
		/* Let it run a little, a different while each round. */
		for (volatile int k = 0; k < i * 50; k++)
			;
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(runs, 1);
	}
	return 0;
}
