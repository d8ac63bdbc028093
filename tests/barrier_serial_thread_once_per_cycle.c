// test: cflags -pthread
// test: timeout 60
/* Four threads, 1000 cycles: exactly one PTHREAD_BARRIER_SERIAL_THREAD per
   cycle, 0 for the others, and nobody leaves a cycle before all four
   have arrived at it. */
#include <pthread.h>
#include "check.h"

#define N 4
#define CYCLES 1000

static pthread_barrier_t bar;
static int serial[CYCLES], arrived[CYCLES];

static void *worker(void *arg)
{
	(void)arg;
	for (int c = 0; c < CYCLES; c++) {
		__atomic_add_fetch(&arrived[c], 1, __ATOMIC_SEQ_CST);
		int r = pthread_barrier_wait(&bar);
		CHECK_EQ(__atomic_load_n(&arrived[c], __ATOMIC_SEQ_CST), N);
		if (r == PTHREAD_BARRIER_SERIAL_THREAD)
			__atomic_add_fetch(&serial[c], 1, __ATOMIC_SEQ_CST);
		else
			CHECK_EQ(r, 0);
	}
	return 0;
}

int main(void)
{
	pthread_t t[N];

	CHECK_EQ(pthread_barrier_init(&bar, 0, N), 0);
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], 0, worker, 0), 0);
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	for (int c = 0; c < CYCLES; c++)
		CHECK_EQ(serial[c], 1);
	CHECK_EQ(pthread_barrier_destroy(&bar), 0);
	return 0;
}
