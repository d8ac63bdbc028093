/* Stacks kept for reuse after their threads end cost address space, not
   memory: 32 threads each write 256 KiB of their stack (8 MiB in all)
   and are joined; the resident set then exceeds what it was before by
   well under half of that (weft gives the pages of cached stacks back,
   keeping at most two stacks' worth; glibc gives back each exiting
   thread's unused stack).  The resident set is resident.h's: under
   qemu-user, the pages of the program's own mappings. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "resident.h"

#define THREADS 32
#define DEPTH (256 * 1024)

static long rss_kib(void)
{
	return resident_pages() * (sysconf(_SC_PAGESIZE) / 1024);
}

static __attribute__((noinline)) void *deep(void *arg)
{
	volatile char buf[DEPTH];
	for (size_t i = 0; i < sizeof buf; i += 512)
		buf[i] = 1;
	return (void *)(buf[DEPTH / 2] + (char *)arg);
}

static pthread_barrier_t all_started;

static void *run(void *arg)
{
	/* All alive at once, so each has a stack of its own. */
	pthread_barrier_wait(&all_started);
	return deep(arg);
}

int main(void)
{
	pthread_t t[THREADS];
	long before, after;

	CHECK_EQ(pthread_barrier_init(&all_started, NULL, THREADS), 0);
	/* Warm up whatever the first thread creation maps. */
	CHECK_EQ(pthread_create(&t[0], NULL, deep, NULL), 0);
	CHECK_EQ(pthread_join(t[0], NULL), 0);
	before = rss_kib();
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, run, NULL), 0);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], NULL), 0);
	after = rss_kib();
	if (after - before >= THREADS * DEPTH / 1024 / 2)
		CHECK_EQ(after - before, 0);
	return 0;
}
