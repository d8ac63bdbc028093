/* Memory a thread allocated and freed does not stay with the thread
   once it has exited: eight threads each fill and free a span's worth
   of blocks of every small size, then wait for one another while still
   alive, then exit; once they are joined the resident set is back near
   where it started (under qemu-user, counted in the program's own
   mappings: resident.h). */
// test: cflags -fno-builtin
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include "check.h"
#include "resident.h"

#define THREADS 8
#define BYTES   (60 << 10)     /* per size, per thread */

static pthread_barrier_t bar;
static long page;

static void *run(void *arg)
{
	static __thread void *blk[BYTES / 16];

	for (size_t size = 16; size <= 32768; size += size < 128 ? 16 : size / 4) {
		size_t n = BYTES / size;
		for (size_t i = 0; i < n; i++) {
			CHECK((blk[i] = malloc(size)) != 0);
			memset(blk[i], 0x77, size);
		}
		for (size_t i = 0; i < n; i++)
			free(blk[i]);
	}
	pthread_barrier_wait(&bar);     /* all alive, all freed */
	pthread_barrier_wait(&bar);     /* main has looked */
	return arg;
}

int main(void)
{
	pthread_t t[THREADS];
	long before, during, after;

	page = (long)getauxval(AT_PAGESZ);
	CHECK_EQ(pthread_barrier_init(&bar, 0, THREADS + 1), 0);
	free(malloc(1));
	before = resident_pages();
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, run, 0), 0);
	pthread_barrier_wait(&bar);
	during = resident_pages();
	pthread_barrier_wait(&bar);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	after = resident_pages();
	t_puts(2, "resident KiB before/during/after: ");
	t_putnum(2, before * page >> 10);
	t_puts(2, " ");
	t_putnum(2, during * page >> 10);
	t_puts(2, " ");
	t_putnum(2, after * page >> 10);
	t_puts(2, "\n");
	/* Thread stacks and descriptors may stay cached; blocks may not. */
	CHECK_LE((after - before) * page, 3 << 20);
	return 0;
}
