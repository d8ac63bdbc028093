/* malloc_trim gives free memory the allocator keeps for reuse back to the
   system: medium blocks freed below a live one, small blocks of the
   caller's own, and (weft; glibc keeps a thread arena's top) small blocks
   freed by a thread that has exited; it returns 1 when it gave something
   back.  Resident size from /proc/self/statm (not measured under
   qemu-user, which does not pass madvise on). */
// test: cflags -fno-builtin
#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

#define MB (1024L * 1024)

static long resident(void)
{
	char buf[128], *p;

	CHECK_GT(t_read_file("/proc/self/statm", buf, sizeof buf), 0);
	p = strchr(buf, ' ');
	CHECK(p);
	return strtol(p + 1, 0, 10) * sysconf(_SC_PAGESIZE);
}

static int measure;

/* n blocks of size bytes, each filled with byte (so that its pages are
   resident). */
static void fill(char **blocks, int n, size_t size, int byte)
{
	for (int i = 0; i < n; i++) {
		blocks[i] = malloc(size);
		CHECK(blocks[i]);
		memset(blocks[i], byte, size);
	}
}

static void free_all(char **blocks, int n)
{
	for (int i = 0; i < n; i++)
		free(blocks[i]);
}

/* About 60 spans of weft's: fewer than a burst that goes back by itself. */
#define SMALL_N 35000
#define SMALL_SIZE 100

/* Fills n small blocks, frees them, and leaves the rest to trim. */
static void *small_burst(void *arg)
{
	static char *blocks[SMALL_N];
	(void)arg;
	fill(blocks, SMALL_N, SMALL_SIZE, 0x5a);
	free_all(blocks, SMALL_N);
	return 0;
}

int main(void)
{
	enum { N = 96, SIZE = 64 * 1024 };
	static char *blocks[N];
	char *pin;
	long before;

	const char *mode = getenv("TEST_MODE");
	int weft = mode && !strcmp(mode, "weft");

	measure = !t_under_qemu() && access("/proc/self/statm", R_OK) == 0;

	/* Medium blocks freed below one that stays: nothing at the top to
	   shrink, their pages are given back from the middle. */
	before = measure ? resident() : 0;
	fill(blocks, N, SIZE, 0xa5);
	fill(&pin, 1, SIZE, 1);
	free_all(blocks, N);
	CHECK_EQ(malloc_trim(0), 1);
	if (measure)
		CHECK_LE(resident(), before + 1 * MB);
	/* The pinned block is intact, and memory is reusable. */
	for (int i = 0; i < SIZE; i++)
		CHECK_EQ(pin[i], 1);
	fill(blocks, N, SIZE, 0x3c);
	free_all(blocks, N);
	free(pin);
	malloc_trim(0);

	/* Small blocks of a thread that has exited. */
	pthread_t t;
	before = measure ? resident() : 0;
	CHECK_EQ(pthread_create(&t, 0, small_burst, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	malloc_trim(0);
	if (measure && weft)
		CHECK_LE(resident(), before + 1 * MB);

	/* The caller's own small blocks, with one block kept. */
	before = measure ? resident() : 0;
	pin = malloc(SMALL_SIZE);
	CHECK(pin);
	small_burst(0);
	malloc_trim(0);
	if (measure)
		CHECK_LE(resident(), before + 1 * MB);
	free(pin);

	/* With nothing left to give back, nothing breaks. */
	malloc_trim(0);
	malloc_trim(4096);
	void *p = malloc(50);
	CHECK(p);
	free(p);
	return 0;
}
