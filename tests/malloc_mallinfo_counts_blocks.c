/* mallinfo2 (and mallinfo) count what is allocated: a large block adds
   at least its size to hblkhd; a medium block, and many small blocks, including another
   live thread's, raise uordblks by at least their size, and freeing them
   lowers it again; arena = uordblks + fordblks. */
// test: cflags -fno-builtin
#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define N 20000
#define SZ 100

static void *blocks[N];
static pthread_barrier_t bar;

static void *thread_alloc(void *arg)
{
	(void)arg;
	for (int i = 0; i < N; i++)
		CHECK((blocks[i] = malloc(SZ)));
	pthread_barrier_wait(&bar);  /* counted */
	pthread_barrier_wait(&bar);  /* main has looked */
	for (int i = 0; i < N; i++)
		free(blocks[i]);
	return 0;
}

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

int main(void)
{
	struct mallinfo2 a, b, c;
	struct mallinfo m;

	a = mallinfo2();
	void *big = malloc(8 << 20);
	CHECK(big);
	memset(big, 1, 4096);
	b = mallinfo2();
	CHECK_GE(b.hblkhd, a.hblkhd + (8 << 20));
	CHECK_GE(b.hblks, a.hblks + 1);
	m = mallinfo();
	CHECK_EQ(m.hblkhd, (int)b.hblkhd);
	CHECK_EQ(m.hblks, (int)b.hblks);
	free(big);

	/* a medium block (glibc: from its heap, its mmap threshold having
	   risen past the size of the block just freed) */
	a = mallinfo2();
	void *mid = malloc(200000);
	CHECK(mid);
	b = mallinfo2();
	CHECK_GE(b.uordblks, a.uordblks + 200000);
	free(mid);
	c = mallinfo2();
	CHECK_LE(c.uordblks, b.uordblks - 200000);

	a = mallinfo2();
	for (int i = 0; i < N; i++)
		CHECK((blocks[i] = malloc(SZ)));
	b = mallinfo2();
	CHECK_GE(b.uordblks, a.uordblks + (size_t)N * SZ);
	CHECK_EQ(b.arena, b.uordblks + b.fordblks);
	for (int i = 0; i < N; i++)
		free(blocks[i]);
	c = mallinfo2();
	CHECK_LE(c.uordblks, b.uordblks - (size_t)N * SZ);
	CHECK_EQ(c.arena, c.uordblks + c.fordblks);

	/* another thread's blocks, still allocated */
	pthread_t t;
	CHECK_EQ(pthread_barrier_init(&bar, 0, 2), 0);
	a = mallinfo2();
	CHECK_EQ(pthread_create(&t, 0, thread_alloc, 0), 0);
	pthread_barrier_wait(&bar);
	b = mallinfo2();
	pthread_barrier_wait(&bar);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_GE(b.uordblks, a.uordblks + (size_t)N * SZ);
	return 0;
}
