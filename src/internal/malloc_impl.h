/*
 * The allocator's private interface (see docs/malloc.md).
 *
 * Three kinds of block, told apart by the address alone:
 *
 *  - small (up to SMALL_MAX bytes): objects of one size class packed in a
 *    64 KiB span; spans live in 4 MiB-aligned segments whose first span
 *    holds the descriptors of the others, so no metadata sits next to
 *    user data.  A span belongs to one thread's heap: that thread
 *    allocates and frees in it without a lock or an atomic instruction;
 *    other threads hand their frees to the owner through an atomic stack.
 *  - medium: chunks with checked boundary tags in 4 MiB-aligned arenas
 *    under the global lock (__malloc_heap.c);
 *  - large: a mapping of their own, known to a registry so that a bad or
 *    second free is reported instead of faulting.
 *
 * Segments and arenas are "regions": 4 MiB aligned, one bit each in
 * __malloc_regions, a kind word at their start.
 */
#ifndef _WEFT_MALLOC_IMPL_H
#define _WEFT_MALLOC_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include "libc.h"
#include "pthread_impl.h"

/* madvise advice (<sys/mman.h>), for the files that give pages back. */
#define MADV_DONTNEED 4

/* ---- medium and large chunks: 16-byte checked header ---- */

/*
 *     psize   arena chunk: size of the chunk just below it (0 for the first
 *             chunk of an arena); mmapped chunk: bytes from the start of its
 *             mapping to the header
 *     head    size (a multiple of 16, header included) | flag bits |
 *             a 16-bit tag in the top bits saying "in use" or "free"
 */
struct __chunk {
	size_t psize;
	size_t head;
	/* Free arena chunks only (this is where user data starts otherwise). */
	struct __chunk *next, *prev;
};

#define C_HDR       16
#define C_MIN       32                      /* header + two links */
#define C_AGED      ((size_t)1)             /* free; seen by a purge pass */
#define C_MMAP      ((size_t)2)             /* its own mapping */
#define C_PURGED    ((size_t)4)             /* free; pages given back */
#define C_ZERO      C_PURGED                /* mmapped: never used, all zero */
#define C_FENCE     ((size_t)8)             /* end-of-arena marker */
#define C_FLAGS     ((size_t)15)
#define C_TAG_SHIFT 48
#define C_TAG_USED  ((size_t)0xa10cu)
#define C_TAG_FREE  ((size_t)0xf3eeu)
#define C_SIZE_MASK ((((size_t)1 << C_TAG_SHIFT) - 1) & ~C_FLAGS)

/* Chunks this large or larger get a mapping of their own. */
#define MMAP_THRESHOLD ((size_t)1 << 20 | (size_t)64 << 10)
/* Anything larger than this is refused with ENOMEM up front, so that no
   size arithmetic below can overflow and sizes fit the header field. */
#define MAX_REQUEST    (((size_t)1 << 47) - ((size_t)1 << 23))

static inline size_t __c_size(const struct __chunk *c)
{
	return c->head & C_SIZE_MASK;
}

static inline size_t __c_tag(const struct __chunk *c)
{
	return c->head >> C_TAG_SHIFT;
}

static inline struct __chunk *__mem_to_chunk(const void *p)
{
	return (struct __chunk *)((char *)p - C_HDR);
}

static inline void *__chunk_to_mem(const struct __chunk *c)
{
	return (char *)c + C_HDR;
}

/* Chunk size for an n-byte request (n <= MAX_REQUEST). */
static inline size_t __req_size(size_t n)
{
	size_t s = (n + C_HDR + 15) & ~(size_t)15;
	return s < C_MIN ? C_MIN : s;
}

/* Writes "who: what" on stderr and aborts. */
hidden _Noreturn void __malloc_fail(const char *who, const char *what);

/* ---- regions ---- */

#define REGION_SHIFT 22
#define REGION_SIZE  ((size_t)1 << REGION_SHIFT)
#define REGION_BITS  47                     /* user address space */
#define REGION_SEG   0x5e65e65e65e65e60ull  /* kind words */
#define REGION_ARENA 0xa7e4aa7e4aa7e4a0ull

extern hidden uint64_t __malloc_regions[];
/* Region indices ever used lie in [__malloc_region_lo, __malloc_region_hi]. */
extern hidden uintptr_t __malloc_region_lo, __malloc_region_hi;

/* Kind of the region holding address a, 0 if it is none of ours. */
static inline uint64_t __region_kind(uintptr_t a)
{
	uintptr_t i = a >> REGION_SHIFT;

	if (a >> REGION_BITS)
		return 0;
	if (!(__atomic_load_n(&__malloc_regions[i / 64], __ATOMIC_RELAXED) >> (i % 64) & 1))
		return 0;
	return *(const uint64_t *)(a & -REGION_SIZE);
}

/* A fresh zero-filled region of the given kind (its kind word set), or 0
   with errno ENOMEM; and its end. */
hidden void *__malloc_region_map(uint64_t kind);
hidden void __malloc_region_unmap(void *r);

/* ---- small blocks ---- */

#define SPAN_SHIFT  16
#define SPAN_SIZE   ((size_t)1 << SPAN_SHIFT)
#define SEG_SPANS   64                      /* spans per region */
#define SPAN_FIRST  1                       /* span 0: the descriptors */
#define SPAN_LAST   62                      /* span 63: guard page at its end */
#define SMALL_MAX   ((size_t)32 << 10)
#define NCLASS      64

/* Span states; a span outside SPAN_FIRST..SPAN_LAST stays SPAN_NONE. */
enum { SPAN_NONE, SPAN_FREE, SPAN_USED };

struct __mheap;

/* Out-of-band descriptor of one span.  What malloc and free read is in
   its first 64 bytes: one cache line. */
struct __span {
	void *free;              /* owner-only free list, links encoded */
	struct __mheap *owner;
	uint32_t used;           /* objects handed out and not freed (owner's view) */
	uint32_t bump;           /* objects put on the free list so far */
	/* Its class's entry, copied here when the span takes the class, so
	   that free reads it from the line it reads anyway. */
	uint32_t size, recip, count;
	uint16_t cls;
	uint16_t state;
	uint32_t dirty;          /* in the pool: bytes not given back yet; in use:
				    bytes touched before this use (a high-water
				    mark, so a span reused for a smaller class
				    is still purged in full) */
	uint32_t empty_at;       /* in use: heap epoch when it last became empty */
	struct __span *next, *prev;
	/* One bit per object: set while it is allocated.  Zero whenever the
	   span is in the pool, so a span needs no clearing when reused. */
	uint64_t bits[SPAN_SIZE / 16 / 64];
} __attribute__((__aligned__(64)));   /* spans of different threads share no line */

_Static_assert(offsetof(struct __span, bits) == 64, "hot fields in one line");

struct __segment {
	uint64_t kind;           /* REGION_SEG */
	unsigned nfree;          /* spans in the pool */
	struct __span span[SEG_SPANS];
};

_Static_assert(sizeof(struct __segment) <= SPAN_SIZE, "descriptors fit span 0");

/* One thread's heap.  Reached only from its thread (or under the global
   lock once orphaned), except rfree, where other threads push frees. */
struct __mheap {
	struct __span *cur[NCLASS];   /* allocating from; never null */
	struct __span *part[NCLASS];  /* other spans with free objects */
	struct __span *spare;         /* empty spans kept for any class */
	unsigned nspare;
	void *rfree;                  /* remote frees (atomic stack) */
	struct __mheap *orphan_next;
	unsigned released;            /* spans released since one was last taken */
	unsigned idle;                /* current spans found empty since the last scan */
	unsigned epoch;               /* idle scans so far */
} __attribute__((__aligned__(64)));

struct __class {
	uint32_t size, recip;         /* recip: ceil(2^32 / size) */
	uint32_t count;               /* objects per span */
};

extern hidden const struct __class __malloc_classes[NCLASS];
extern hidden const unsigned char __malloc_class_of[65];
extern hidden struct __span __malloc_nospan;
extern hidden uintptr_t __malloc_secret;

static inline unsigned __size_class(size_t n)
{
	unsigned e;

	/* Up to 1 KiB every class boundary is a multiple of 16: a table. */
	if (n <= 1024)
		return __malloc_class_of[(n + 15) >> 4];
	n--;
	e = 63 - __builtin_clzl(n);
	/* Eight classes per power of two up to 8 KiB (waste at most
	   12.5 %: a page plus a header takes 4608 bytes, not 5120), four
	   above. */
	if (e < 13)
		return 8 + (e - 7) * 8 + ((n >> (e - 3)) & 7);
	return 56 + (e - 13) * 4 + ((n >> (e - 2)) & 3);
}

/* Free-list links are stored XORed with a per-process secret and the
   slot's own address: an overflow that rewrites a freed object's first
   word cannot aim the list at an address of its choosing. */
static inline uintptr_t __link_enc(const void *next, const void *at)
{
	return (uintptr_t)next ^ __malloc_secret ^ ((uintptr_t)at >> 12);
}

static inline void *__link_dec(const void *at)
{
	return (void *)(*(const uintptr_t *)at ^ __malloc_secret ^ ((uintptr_t)at >> 12));
}

static inline struct __span *__span_of(uintptr_t a)
{
	struct __segment *g = (struct __segment *)(a & -REGION_SIZE);
	return &g->span[(a >> SPAN_SHIFT) % SEG_SPANS];
}

hidden void *__small_alloc_slow(unsigned c);
hidden void __small_free_slow(struct __mheap *h, struct __span *s, int was_full);
hidden void __small_free_remote(struct __span *s, void *p, uint64_t bit, const char *who);
/* Frees p (of the caller's heap) after taking in the heap's remote frees. */
hidden void __small_free_drained(void *p, const char *who);
hidden _Noreturn void __small_bad(void *p, const char *who);
hidden _Noreturn void __malloc_corrupt(void);
/* Size class of small block p, after checking it is allocated. */
hidden unsigned __small_check(void *p, const char *who);
hidden void *__small_aligned(size_t align, size_t n);

/* Pops p, the head of s's free list, for the caller. */
static inline void *__small_take(struct __span *s, char *p)
{
	char *next = __link_dec(p);
	uint32_t off = (uintptr_t)p & (SPAN_SIZE - 1);
	uint32_t i = (uint64_t)off * s->recip >> 32;
	uint64_t *w = &s->bits[i / 64], m = (uint64_t)1 << (i % 64);

	/* A link leaving the span, or an object marked allocated, means the
	   free list was overwritten. */
	if ((((uintptr_t)next ^ (uintptr_t)p) >> SPAN_SHIFT && next) || (*w & m))
		__malloc_corrupt();
	*w |= m;
	s->free = next;
	s->used++;
	return p;
}

static inline void *__small_alloc(size_t n)
{
	struct __mheap *h = __self()->mheap;
	unsigned c = __size_class(n);
	struct __span *s;
	char *p;

	if (__builtin_expect(!h, 0))
		return __small_alloc_slow(c);
	s = h->cur[c];
	p = s->free;
	if (__builtin_expect(!p, 0))
		return __small_alloc_slow(c);
	return __small_take(s, p);
}

/* Frees p, object i of span s that heap h owns, after the common checks. */
static inline void __small_free_local(struct __mheap *h, struct __span *s, void *p,
				      uint32_t i, const char *who)
{
	uint64_t *w = &s->bits[i / 64], m = (uint64_t)1 << (i % 64);
	void *old;

	if (!(*w & m))
		__malloc_fail(who, "double free detected");
	*w &= ~m;
	old = s->free;
	*(uintptr_t *)p = __link_enc(old, p);
	s->free = p;
	if (__builtin_expect(!--s->used || !old, 0))
		__small_free_slow(h, s, !old);
}

/* p lies in a segment. */
static inline void __small_free(void *p, const char *who)
{
	uintptr_t a = (uintptr_t)p;
	struct __span *s = __span_of(a);
	uint32_t off = a & (SPAN_SIZE - 1);
	uint32_t i = (uint64_t)off * s->recip >> 32;
	struct __mheap *h = __self()->mheap;

	/* A span never used has size 0 and fails the state test. */
	if (i * s->size != off || i >= s->count || s->state != SPAN_USED)
		__small_bad(p, who);
	if (__builtin_expect(s->owner != h, 0)) {
		__small_free_remote(s, p, i, who);
		return;
	}
	/* Frees from other threads are waiting: p may be among them, still
	   marked allocated until they are taken in.  Take them in first, so
	   that a second free of p is seen here and p is never put on the
	   free list twice. */
	if (__builtin_expect(__atomic_load_n(&h->rfree, __ATOMIC_RELAXED) != 0, 0)) {
		__small_free_drained(p, who);
		return;
	}
	__small_free_local(h, s, p, i, who);
}

/* ---- medium and large ---- */

/* The lock over all shared allocator state: the span pool, orphaned
   heaps, the medium heap and the large-block registry. */
extern hidden volatile int __malloc_lock;

/* A block of at least need bytes (need from __req_size, too large for the
   small classes or aligned beyond them) whose address is a multiple of
   align (a power of two >= 16); 0 with errno ENOMEM. */
hidden void *__malloc_alloc(size_t need, size_t align);
/* Frees p (not small) after checking it; who names the caller in an
   abort message. */
hidden void __malloc_free(void *p, const char *who);
/* Checks that p (not small) is an allocated block (aborting with who's
   name if not) and returns its chunk. */
hidden struct __chunk *__malloc_check(void *p, const char *who);
/* Tries to make arena chunk c (in use) need bytes large in place; 1 on
   success. */
hidden int __malloc_resize(struct __chunk *c, size_t need);
/* Large-block registry: p moved to q (after an mremap). */
hidden void __malloc_large_moved(void *p, void *q);
/* memalign with align already a power of two. */
hidden void *__malloc_aligned(size_t align, size_t n);

/* What malloc_trim (malloc_trim.c, linked only by its callers) shares
   with the allocator's own release paths. */
/* Small: takes in the frees other threads pushed for heap h. */
hidden void __malloc_drain(struct __mheap *h);
/* Under the lock: heap h's (the caller's or an orphan) empty current
   spans and its spares go to the pool. */
hidden void __malloc_put_empties(struct __mheap *h);
/* Under the lock: all but the keep most recently freed dirty spans leave
   the pool, linked through next, for __malloc_span_purge. */
hidden struct __span *__malloc_pool_trim(unsigned keep);
/* Without the lock: the spans of list l give their pages back and join
   the pool's clean spans. */
hidden void __malloc_span_purge(struct __span *l);
/* Heaps of exited threads waiting for adoption (under the lock). */
extern hidden struct __mheap *__malloc_orphans;
/* Medium: under the lock, free chunks give their whole pages back and
   wholly free arenas are unmapped: with all every one, else only big
   chunks free since the previous pass.  Returns the bytes given back. */
hidden size_t __malloc_give_back(int all);
/* Large: kept mappings leaving the cache (with all, every one, else
   those kept since the previous call) go to out[], at most LCACHE_N,
   their number returned, for __malloc_unmap_all once unlocked. */
#define LCACHE_N 8
struct __lmap { uintptr_t base; size_t len; int aged; };
hidden unsigned __malloc_lcache_expire(struct __lmap *out, int all);
hidden void __malloc_unmap_all(const struct __lmap *m, unsigned n);

/* mallinfo: the large-block registry, an open table of user addresses
   (0: empty slot) of *cap entries; read under the lock. */
hidden const uintptr_t *__malloc_large_table(size_t *cap);

/* Usable bytes of any allocated block (checked). */
hidden size_t __malloc_usable(void *p, const char *who);

#endif
