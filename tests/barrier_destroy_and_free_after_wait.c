// test: cflags -pthread
// test: timeout 120
/* The barrier may be destroyed and its memory freed as soon as one thread
   returns from pthread_barrier_wait: the serial thread does so at once
   and scribbles over reused memory; the other waiters must still return
   normally.  Repeated many times to give the race a chance (a tenth as
   many under qemu-user, where 2000 rounds took 36 s of CPU). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define N 4
#define LOOPS 2000

static void *worker(void *arg)
{
	pthread_barrier_t *b = arg;
	int r = pthread_barrier_wait(b);
	if (r == PTHREAD_BARRIER_SERIAL_THREAD) {
		CHECK_EQ(pthread_barrier_destroy(b), 0);
		free(b);
		/* likely the same block: make any late access see garbage */
		void *p = malloc(sizeof(pthread_barrier_t));
		CHECK(p != 0);
		memset(p, 0xa5, sizeof(pthread_barrier_t));
		free(p);
		return (void *)1;
	}
	CHECK_EQ(r, 0);
	return 0;
}

int main(void)
{
	for (int i = 0, loops = (int)t_rounds(LOOPS); i < loops; i++) {
		pthread_barrier_t *b = malloc(sizeof *b);
		pthread_t t[N];
		long serials = 0;
		void *res;

		CHECK(b != 0);
		CHECK_EQ(pthread_barrier_init(b, 0, N), 0);
		for (int k = 0; k < N; k++)
			CHECK_EQ(pthread_create(&t[k], 0, worker, b), 0);
		for (int k = 0; k < N; k++) {
			CHECK_EQ(pthread_join(t[k], &res), 0);
			serials += (long)res;
		}
		CHECK_EQ(serials, 1);
	}
	return 0;
}
