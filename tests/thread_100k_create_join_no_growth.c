/* 100,000 create/join cycles leave nothing behind: the number of mappings
   and the resident set size after the last cycle are those after the
   first thousand, within a small bound.  Under qemu-user, 3,000 cycles
   (10,000 took 51 s of CPU and eleven minutes on a loaded machine, the
   emulator keeping memory of every thread): a mapping left behind per
   cycle still shows 2,000 times over; the resident set is then that of
   the program's own mappings (resident.h), the emulator keeping some
   memory of every thread it ran (2.8 GB after 10,000). */
// test: cflags -pthread
// test: timeout 300
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"
#include "proc_files.h"
#include "resident.h"

#define CYCLES 100000
#define WARMUP 1000


static long vmrss_kb(void)
{
	return resident_pages() * (sysconf(_SC_PAGESIZE) / 1024);
}

static void *work(void *arg)
{
	volatile char scratch[4096];
	scratch[0] = scratch[4095] = (char)(uintptr_t)arg;
	return (void *)((uintptr_t)arg ^ 0x5a5a);
}

int main(void)
{
	long lines0 = 0, rss0 = 0;

	for (uintptr_t i = 1, n = t_under_qemu() ? 3 * WARMUP : CYCLES; i <= n; i++) {
		pthread_t t;
		void *v;
		CHECK_EQ(pthread_create(&t, NULL, work, (void *)i), 0);
		CHECK_EQ(pthread_join(t, &v), 0);
		if ((uintptr_t)v != (i ^ 0x5a5a))
			t_fail_eq(__FILE__, __LINE__, "joined value", (uintptr_t)v, i ^ 0x5a5a);
		if (i == WARMUP) {
			lines0 = maps_lines();
			rss0 = vmrss_kb();
		}
	}
	long lines = maps_lines(), rss = vmrss_kb();
	if (lines > lines0 + 4)
		t_fail_eq(__FILE__, __LINE__, "maps lines grew", lines, lines0);
	if (rss > rss0 + 1024)
		t_fail_eq(__FILE__, __LINE__, "VmRSS (kB) grew", rss, rss0);
	return 0;
}
