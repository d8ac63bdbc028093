/* pthread_key_delete clears the key's value in every thread; a thread
   that is exiting gives its table of values (for keys past the few kept
   in the descriptor) back to malloc.  The two must never meet in freed
   memory.  The test brings its own malloc: free fills the block with a
   pattern, keeps it out of use for a while (checking the pattern when it
   comes back into use), and yields before returning, so that an exiting
   thread lingers right after freeing its table.  Threads that store
   values under high-numbered keys exit in a loop while another creates
   and deletes keys. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* ---- a checking allocator ---- */

#define ARENA ((size_t)256 << 20)
#define QUARANTINE 64
#define FILL 0xa5
#define MAGIC 0x6d616c6c6f63ul

struct hdr {
	size_t size;
	size_t magic;
	struct hdr *next;       /* on the reuse list */
	size_t pad;
};

static char *arena;
static size_t used;
static volatile char heap_lock;
static struct hdr *quarantine[QUARANTINE];
static unsigned qnext;
static struct hdr *reuse;       /* checked blocks, any size */
static volatile long corrupted;

static void take(void)
{
	while (__atomic_test_and_set(&heap_lock, __ATOMIC_ACQUIRE))
		sched_yield();
}

static void give(void)
{
	__atomic_clear(&heap_lock, __ATOMIC_RELEASE);
}

static void check_fill(struct hdr *h)
{
	unsigned char *p = (unsigned char *)(h + 1);
	for (size_t i = 0; i < h->size; i++)
		if (p[i] != FILL) {
			corrupted++;
			return;
		}
}

/* Not named malloc: the compiler would turn calloc's malloc + memset
   into a call to calloc. */
static __attribute__((noinline)) void *heap_alloc(size_t n)
{
	struct hdr *h, **pp;

	n = (n + 15) & -(size_t)16;
	take();
	for (pp = &reuse; (h = *pp); pp = &h->next)
		if (h->size == n) {
			*pp = h->next;
			break;
		}
	if (!h) {
		if (!arena) {
			void *m = mmap(0, ARENA, PROT_READ | PROT_WRITE,
				       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
			if (m == MAP_FAILED) {
				give();
				return 0;
			}
			arena = m;
		}
		if (ARENA - used < n + sizeof *h) {
			give();
			errno = ENOMEM;
			return 0;
		}
		h = (struct hdr *)(arena + used);
		used += n + sizeof *h;
		h->size = n;
	}
	h->magic = MAGIC;
	give();
	return h + 1;
}

void *malloc(size_t n)
{
	return heap_alloc(n);
}

void free(void *p)
{
	struct hdr *h, *old;

	if (!p)
		return;
	h = (struct hdr *)p - 1;
	CHECK(h->magic == MAGIC);
	h->magic = 0;
	memset(p, FILL, h->size);
	take();
	old = quarantine[qnext];
	quarantine[qnext] = h;
	qnext = (qnext + 1) % QUARANTINE;
	if (old) {
		check_fill(old);
		old->next = reuse;
		reuse = old;
	}
	give();
	/* Linger: the caller may still publish the pointer it just freed. */
	for (int i = 0; i < 3; i++)
		sched_yield();
}

void *calloc(size_t n, size_t size)
{
	void *p;
	if (size && n > SIZE_MAX / size) {
		errno = ENOMEM;
		return 0;
	}
	if ((p = heap_alloc(n * size)))
		memset(p, 0, n * size);
	return p;
}

void *realloc(void *p, size_t n)
{
	void *q = heap_alloc(n);
	if (q && p) {
		size_t old = ((struct hdr *)p - 1)->size;
		memcpy(q, p, old < n ? old : n);
		free(p);
	}
	return q;
}

/* ---- the race ---- */

#define NKEYS 48                /* weft keeps 32 values in the descriptor */

static pthread_key_t keys[NKEYS];
static volatile int stop;

static void *short_lived(void *arg)
{
	(void)arg;
	for (int i = NKEYS / 2; i < NKEYS; i++)
		CHECK_EQ(pthread_setspecific(keys[i], &keys[i]), 0);
	return NULL;
}

static void *spawner(void *arg)
{
	long *n = arg;
	while (!stop) {
		pthread_t t[8];
		for (int i = 0; i < 8; i++)
			CHECK_EQ(pthread_create(&t[i], NULL, short_lived, NULL), 0);
		for (int i = 0; i < 8; i++)
			CHECK_EQ(pthread_join(t[i], NULL), 0);
		*n += 8;
	}
	return NULL;
}

static void *deleter(void *arg)
{
	long *n = arg;
	while (!stop) {
		pthread_key_t k;
		CHECK_EQ(pthread_key_create(&k, NULL), 0);
		CHECK_EQ(pthread_key_delete(k), 0);
		++*n;
	}
	return NULL;
}

int main(void)
{
	pthread_t s[2], d;
	long spawned[2] = { 0, 0 }, deleted = 0;
	struct timespec ms = { 0, 100000000 };

	for (int i = 0; i < NKEYS; i++)
		CHECK_EQ(pthread_key_create(&keys[i], NULL), 0);
	for (int i = 0; i < 2; i++)
		CHECK_EQ(pthread_create(&s[i], NULL, spawner, &spawned[i]), 0);
	CHECK_EQ(pthread_create(&d, NULL, deleter, &deleted), 0);
	/* Two seconds of racing: what is checked is memory content. */
	for (int i = 0; i < 20 && !corrupted; i++)
		nanosleep(&ms, NULL);
	stop = 1;
	for (int i = 0; i < 2; i++)
		CHECK_EQ(pthread_join(s[i], NULL), 0);
	CHECK_EQ(pthread_join(d, NULL), 0);
	CHECK(spawned[0] + spawned[1] > 0 && deleted > 0);
	take();
	for (int i = 0; i < QUARANTINE; i++)
		if (quarantine[i])
			check_fill(quarantine[i]);
	give();
	CHECK_EQ(corrupted, 0);
	for (int i = 0; i < NKEYS; i++)
		CHECK_EQ(pthread_key_delete(keys[i]), 0);
	return 0;
}
