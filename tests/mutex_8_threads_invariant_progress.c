/* Eight threads contend for ten seconds in all on one lock that guards an
   invariant (two counters always equal), with random work inside and
   outside the lock: the default, recursive and error-checking mutexes
   and a FILE's lock (flockfile, recursive too).  The invariant never
   breaks, the totals are exact, and every thread keeps making progress:
   none is starved while the others take the lock. */
// test: timeout 90
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "check.h"

enum { THREADS = 8, MIN_EACH = 100 };

static pthread_mutex_t m;
static FILE *file;
static volatile long a, b;
static volatile int stop, broken;
static long done[THREADS];

static void lock(void)
{
	if (file)
		flockfile(file);
	else if (pthread_mutex_lock(&m))
		broken = 1;
}

static void unlock(void)
{
	if (file)
		funlockfile(file);
	else if (pthread_mutex_unlock(&m))
		broken = 1;
}

/* A little work the compiler cannot drop. */
static unsigned spin(unsigned seed, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		seed = seed * 1664525u + 1013904223u;
	return seed;
}

static void *worker(void *arg)
{
	long id = (long)arg, n = 0;
	unsigned seed = 0x9e3779b9u * (unsigned)(id + 1), sink = 0;

	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		seed = spin(seed, 1);
		lock();
		if (a != b)
			broken = 1;
		a++;
		sink += spin(seed, seed >> 28);     /* 0-15 steps inside */
		b++;
		unlock();
		sink += spin(seed, (seed >> 20) & 63);  /* 0-63 outside */
		n++;
	}
	done[id] = n + (sink == 1);  /* keep sink alive; off by one at worst */
	return 0;
}

static void run(const char *name, int type, int use_file, int ms)
{
	pthread_mutexattr_t at;
	pthread_t t[THREADS];
	struct timespec d = { ms / 1000, (ms % 1000) * 1000000L };
	long total = 0, least = -1, most = 0;

	CHECK_EQ(pthread_mutexattr_init(&at), 0);
	CHECK_EQ(pthread_mutexattr_settype(&at, type), 0);
	CHECK_EQ(pthread_mutex_init(&m, &at), 0);
	file = use_file ? tmpfile() : 0;
	if (use_file)
		CHECK(file != 0);
	a = b = 0;
	stop = broken = 0;
	for (long i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, worker, (void *)i), 0);
	while (nanosleep(&d, &d))
		;
	__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	for (int i = 0; i < THREADS; i++) {
		CHECK_EQ(pthread_join(t[i], 0), 0);
		total += done[i];
		if (least < 0 || done[i] < least)
			least = done[i];
		if (done[i] > most)
			most = done[i];
	}
	if (broken || a != b || labs(a - total) > THREADS || least < MIN_EACH)
		fprintf(stderr, "%s: a %ld b %ld total %ld least %ld most %ld broken %d\n",
			name, a, b, total, least, most, broken);
	CHECK_EQ(broken, 0);
	CHECK_EQ(a, b);
	CHECK(labs(a - total) <= THREADS);
	CHECK_GE(least, MIN_EACH);
	if (file)
		fclose(file);
	CHECK_EQ(pthread_mutex_destroy(&m), 0);
	CHECK_EQ(pthread_mutexattr_destroy(&at), 0);
}

int main(void)
{
	run("default", PTHREAD_MUTEX_DEFAULT, 0, 4000);
	run("recursive", PTHREAD_MUTEX_RECURSIVE, 0, 2000);
	run("errorcheck", PTHREAD_MUTEX_ERRORCHECK, 0, 2000);
	run("FILE lock", PTHREAD_MUTEX_DEFAULT, 1, 2000);
	return 0;
}
