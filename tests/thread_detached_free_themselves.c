/* Detached threads release their own memory: 10,000 of them, started in
   batches of 100; after each batch has fully gone (the kernel reports one
   thread left), the number of mappings and the resident set size stay
   where they were after a few warm-up batches, within a small bound
   (under qemu-user, the resident set of the program's own mappings:
   resident.h). */
// test: cflags -pthread
// test: timeout 120
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "check.h"
#include "proc_files.h"
#include "resident.h"

#define BATCH 100
#define BATCHES 100
#define WARMUP 5


/* A "Name:  value" field of /proc/self/status. */
static long status_field(const char *name)
{
	slurp("/proc/self/status");
	size_t nl = strlen(name);
	for (char *p = buf; *p; ) {
		if (!strncmp(p, name, nl) && p[nl] == ':')
			return strtol(p + nl + 1, NULL, 10);
		char *e = strchr(p, '\n');
		if (!e)
			break;
		p = e + 1;
	}
	t_fail(__FILE__, __LINE__, name);
}

static int finished;

static void *worker(void *arg)
{
	volatile char scratch[2048];
	for (size_t i = 0; i < sizeof scratch; i += 512)
		scratch[i] = (char)(uintptr_t)arg;
	__atomic_fetch_add(&finished, 1, __ATOMIC_RELEASE);
	return NULL;
}

/* Waits until every thread but main has left the kernel. */
static void wait_alone(void)
{
	struct timespec ms = { 0, 1000000 };
	for (int i = 0; status_field("Threads") != 1 + t_host_threads(); i++) {
		CHECK(i < 60000);
		nanosleep(&ms, NULL);
	}
}

int main(void)
{
	pthread_attr_t a;
	long lines0 = 0, rss0 = 0;

	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED), 0);
	/* under qemu-user, 20 threads a batch: 10,000 detached threads did
	   not end in eight minutes on a loaded machine; a mapping leaked per
	   batch still shows over the 95 batches */
	int batch = t_under_qemu() ? BATCH / 5 : BATCH;
	for (int b = 0; b < BATCHES; b++) {
		for (int i = 0; i < batch; i++) {
			pthread_t t;
			CHECK_EQ(pthread_create(&t, &a, worker, (void *)(uintptr_t)i), 0);
		}
		while (__atomic_load_n(&finished, __ATOMIC_ACQUIRE) != (b + 1) * batch)
			sched_yield();
		wait_alone();
		long lines = maps_lines(), rss = resident_pages() * (sysconf(_SC_PAGESIZE) / 1024);
		if (b == WARMUP) {
			lines0 = lines;
			rss0 = rss;
		} else if (b > WARMUP) {
			/* A library may keep a bounded cache of exited stacks
			   that is still filling after the warm-up (weft: 32
			   mappings, two lines each); a leak of even one mapping
			   per batch would exceed this over 95 batches. */
			if (lines > lines0 + 80)
				t_fail_eq(__FILE__, __LINE__, "maps lines grew", lines, lines0);
			if (rss > rss0 + 2048)
				t_fail_eq(__FILE__, __LINE__, "VmRSS (kB) grew", rss, rss0);
		}
	}
	CHECK_EQ(finished, batch * BATCHES);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
	return 0;
}
