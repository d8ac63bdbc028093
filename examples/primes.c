/*
 * A small real threaded program: worker threads take blocks of numbers
 * from a shared counter guarded by a mutex and count the primes in them,
 * each keeping its tally in thread-local storage; the main thread waits
 * on a condition variable until all are done, joins them, and checks the
 * total against a serial count.
 *
 *   usage: primes [limit] [threads]
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BLOCK 20000

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t more = PTHREAD_COND_INITIALIZER;
static long next_block, limit, total;
static int done_workers, nthreads;
static _Thread_local long my_count;

static int is_prime(long n)
{
	if (n < 2)
		return 0;
	for (long d = 2; d * d <= n; d++)
		if (n % d == 0)
			return 0;
	return 1;
}

static void *worker(void *arg)
{
	long id = (long)arg, start;

	(void)id;
	for (;;) {
		pthread_mutex_lock(&lock);
		start = next_block;
		next_block += BLOCK;
		pthread_mutex_unlock(&lock);
		if (start >= limit)
			break;
		for (long n = start; n < start + BLOCK && n < limit; n++)
			my_count += is_prime(n);
	}
	pthread_mutex_lock(&lock);
	total += my_count;
	done_workers++;
	pthread_cond_signal(&more);
	pthread_mutex_unlock(&lock);
	return (void *)my_count;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	limit = argc > 1 ? strtol(argv[1], 0, 10) : 2000000;
	nthreads = argc > 2 ? atoi(argv[2]) : 4;
	pthread_t *t = calloc(nthreads, sizeof *t);
	double t0 = now();

	for (long i = 0; i < nthreads; i++)
		if (pthread_create(&t[i], 0, worker, (void *)i)) {
			perror("pthread_create");
			return 1;
		}
	pthread_mutex_lock(&lock);
	while (done_workers < nthreads)
		pthread_cond_wait(&more, &lock);
	pthread_mutex_unlock(&lock);
	long sum = 0;
	for (int i = 0; i < nthreads; i++) {
		void *r;
		pthread_join(t[i], &r);
		sum += (long)r;
	}
	double t1 = now();
	long serial = 0;
	for (long n = 0; n < limit; n++)
		serial += is_prime(n);
	double t2 = now();

	printf("primes below %ld: %ld with %d threads in %.3f s (serial: %ld in %.3f s)\n",
	       limit, total, nthreads, t1 - t0, serial, t2 - t1);
	free(t);
	return total == serial && sum == total ? 0 : 1;
}
