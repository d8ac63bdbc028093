/* Eight threads allocate and free blocks of random sizes (mostly small,
   some medium, a few large) with random lifetimes; a share of the blocks
   is handed to another thread through a mailbox and freed there.  Every
   block is filled with a pattern when allocated and checked in full when
   freed, so any overlap, lost write or block handed out twice shows. */
// test: cflags -fno-builtin
// test: timeout 60
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

#define THREADS 8
#define SLOTS   512
#define BOXES   256
#define OPS     120000

struct blk { unsigned char *p; size_t n; };

static struct blk boxes[BOXES];   /* exchanged whole, under box_lock */
static pthread_mutex_t box_lock = PTHREAD_MUTEX_INITIALIZER;

static uint64_t next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static size_t pick_size(uint64_t *s)
{
	unsigned r = next(s) % 1000;

	if (r < 950)
		return 16 + next(s) % 497;              /* 16..512 */
	if (r < 995)
		return next(s) % 40000;                 /* up to medium */
	if (r < 999)
		return 40000 + next(s) % 300000;
	return (1 << 20) + next(s) % (2 << 20);        /* own mapping */
}

/* The pattern depends on the address and the size, so a block that
   another one overlapped, or that moved, fails the check.  Written and
   checked a word at a time (the tail bytewise), every byte of it. */
static uint64_t pat(const unsigned char *p, size_t n, size_t i)
{
	return ((uintptr_t)p >> 4) * 0x9e3779b97f4a7c15u + n * 7 + i * 0x100000001b3u;
}

static void fill(struct blk b)
{
	size_t i;

	for (i = 0; i + 8 <= b.n; i += 8)
		*(uint64_t *)(b.p + i) = pat(b.p, b.n, i);
	for (; i < b.n; i++)
		b.p[i] = (unsigned char)pat(b.p, b.n, i);
}

static void check_free(struct blk b)
{
	size_t i;

	for (i = 0; i + 8 <= b.n; i += 8)
		if (*(uint64_t *)(b.p + i) != pat(b.p, b.n, i))
			CHECK_EQ(*(uint64_t *)(b.p + i), pat(b.p, b.n, i));
	for (; i < b.n; i++)
		if (b.p[i] != (unsigned char)pat(b.p, b.n, i))
			CHECK_EQ(b.p[i], (unsigned char)pat(b.p, b.n, i));
	free(b.p);
}

static void *worker(void *arg)
{
	uint64_t seed = 0x9e3779b97f4a7c15u * ((uintptr_t)arg + 1);
	static __thread struct blk slot[SLOTS];

	for (long op = 0; op < OPS; op++) {
		unsigned i = next(&seed) % SLOTS;
		struct blk b = slot[i];

		if (!b.p) {
			b.n = pick_size(&seed);
			b.p = malloc(b.n);
			CHECK(b.p != 0);
			CHECK_EQ((uintptr_t)b.p % 16, 0);
			CHECK(malloc_usable_size(b.p) >= b.n);
			fill(b);
			slot[i] = b;
		} else if (next(&seed) % 4 == 0) {
			/* Hand it to whichever thread empties this box next, and
			   free what was in it. */
			unsigned k = next(&seed) % BOXES;
			struct blk old;
			pthread_mutex_lock(&box_lock);
			old = boxes[k];
			boxes[k] = b;
			pthread_mutex_unlock(&box_lock);
			slot[i].p = 0;
			if (old.p)
				check_free(old);
		} else {
			check_free(b);
			slot[i].p = 0;
		}
	}
	for (unsigned i = 0; i < SLOTS; i++)
		if (slot[i].p)
			check_free(slot[i]);
	return 0;
}

int main(void)
{
	pthread_t t[THREADS];

	for (long i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, worker, (void *)i), 0);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	for (unsigned k = 0; k < BOXES; k++)
		if (boxes[k].p)
			check_free(boxes[k]);
	return 0;
}
