/*
 * Small blocks: size classes, spans, per-thread heaps (docs/malloc.md).
 *
 * The fast paths are inline in malloc_impl.h; this file has what they
 * fall back to: filling a heap's current span, switching spans, taking
 * spans from and giving them back to the pool, frees from other threads
 * and thread exit.
 *
 * Ownership: a span in use belongs to one heap.  Its free list, counts
 * and allocation bits change only in the owner's thread (bits are read by
 * others, with atomic loads, to catch a second free).  The pool of free
 * spans, the list of orphaned heaps and whole segments are under
 * __malloc_lock.
 */
#include <errno.h>
#include "lock.h"
#include "malloc_impl.h"
#include "syscall.h"

#define PROT_NONE     0
#define AT_RANDOM_    25
/* Free spans whose pages are kept (for quick reuse) before the oldest are
   given back. */
#define POOL_KEEP     32
#define POOL_MAX      64
/* Empty spans a heap keeps for itself (for any class) before handing
   them to the pool: a thread whose use of memory goes up and down by a
   few spans (statements run and finished, buffers grown and dropped)
   then takes no lock for it and touches no new page. */
#define HEAP_SPARE    16
/* A heap that released this many spans since it last took one (a burst
   of frees is going on) also releases a current span that becomes
   empty. */
#define BURST_SPANS   2
/* ... and this many: a large burst, whose pages go back to the system at
   once, spares and all, instead of waiting in the heap or the pool. */
#define BURST_PURGE   128
/* Every this many times a current span becomes empty, the other classes'
   current spans that have stayed empty since the scan before are given
   back: a thread that has stopped using a size does not keep a span of
   it, one that uses it now and then does not lose it. */
#define IDLE_SCAN     16

#define K(s) { s, (uint32_t)((((uint64_t)1 << 32) + (s) - 1) / (s)), SPAN_SIZE / (s) }
#define Q(b) K((b) + (b) / 4), K((b) + (b) / 2), K((b) + 3 * (b) / 4), K(2 * (b))
#define E(b) K((b) + (b) / 8), K((b) + (b) / 4), K((b) + 3 * (b) / 8), K((b) + (b) / 2), \
	     K((b) + 5 * (b) / 8), K((b) + 3 * (b) / 4), K((b) + 7 * (b) / 8), K(2 * (b))
hidden const struct __class __malloc_classes[NCLASS] = {
	K(16), K(32), K(48), K(64), K(80), K(96), K(112), K(128),
	E(128), E(256), E(512), E(1024), E(2048), E(4096),
	Q(8192), Q(16384),
};

hidden const unsigned char __malloc_class_of[65] = {
	0, 0, 1, 2, 3, 4, 5, 6, 7,                              /* 16 B steps */
	8, 9, 10, 11, 12, 13, 14, 15,                           /* to 256 */
	16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23,
	24, 24, 24, 24, 25, 25, 25, 25, 26, 26, 26, 26, 27, 27, 27, 27,
	28, 28, 28, 28, 29, 29, 29, 29, 30, 30, 30, 30, 31, 31, 31, 31,
};

/* The current span of a class a heap has none for: never has a free
   object, so the fast path always falls through to here. */
hidden struct __span __malloc_nospan;
hidden uintptr_t __malloc_secret;

/* Under __malloc_lock. */
static struct __span *pool_dirty, *pool_clean;
static unsigned ndirty, nsegs;
hidden struct __mheap *__malloc_orphans;
static struct __mheap *heap_spare;
static size_t heap_spare_n;
static struct __mheap main_heap;

hidden _Noreturn void __malloc_corrupt(void)
{
	__malloc_fail("malloc()", "heap corrupted");
}

static void list_push(struct __span **head, struct __span *s)
{
	s->prev = 0;
	s->next = *head;
	if (*head)
		(*head)->prev = s;
	*head = s;
}

static void list_del(struct __span **head, struct __span *s)
{
	if (s->prev)
		s->prev->next = s->next;
	else
		*head = s->next;
	if (s->next)
		s->next->prev = s->prev;
}

static inline char *span_base(const struct __span *s)
{
	struct __segment *g = (struct __segment *)((uintptr_t)s & -REGION_SIZE);
	return (char *)g + (s - g->span) * SPAN_SIZE;
}

static inline struct __segment *seg_of(const struct __span *s)
{
	return (struct __segment *)((uintptr_t)s & -REGION_SIZE);
}

/* Under the lock: takes all but the keep most recently freed dirty
   spans out of the pool and returns them, linked through next, for
   __malloc_span_purge to give back their pages without the lock.
   Meanwhile their segment counts them as in use, so it is not unmapped
   under them. */
hidden struct __span *__malloc_pool_trim(unsigned keep)
{
	struct __span *s = pool_dirty, *n, *out = 0;

	for (unsigned i = 0; s && i < keep; i++)
		s = s->next;
	for (; s; s = n) {
		n = s->next;
		list_del(&pool_dirty, s);
		ndirty--;
		seg_of(s)->nfree--;
		s->next = out;
		out = s;
	}
	return out;
}

static void put_clean_locked(struct __span *s);

/* Without the lock: madvise (a TLB shootdown in every CPU running one
   of our threads) is slow, and other threads need not wait for it. */
hidden void __malloc_span_purge(struct __span *l)
{
	struct __span *s, *n, *sorted = 0, **at;
	char *lo = 0, *hi = 0, *end = 0;

	if (!l)
		return;
	/* By address, so that neighbours go in one call (one shootdown). */
	for (s = l; s; s = n) {
		n = s->next;
		for (at = &sorted; *at && *at < s; at = &(*at)->next)
			;
		s->next = *at;
		*at = s;
	}
	l = sorted;
	/* A run of neighbouring spans goes in one call, up to what the last
	   of them touched: the pages the others never touched lie within it
	   and cost the call nothing, so they need not end the run. */
	for (s = l; s; s = s->next) {
		char *b = span_base(s);
		if (b != end) {
			if (lo)
				__syscall(SYS_madvise, lo, hi - lo, MADV_DONTNEED);
			lo = b;
		}
		hi = b + s->dirty;
		end = b + SPAN_SIZE;
	}
	if (lo)
		__syscall(SYS_madvise, lo, hi - lo, MADV_DONTNEED);
	__lock(&__malloc_lock);
	for (s = l; s; s = n) {
		n = s->next;
		s->dirty = 0;
		put_clean_locked(s);
	}
	__unlock(&__malloc_lock);
}

static int seg_new(void)
{
	struct __segment *g = __malloc_region_map(REGION_SEG);

	if (!g)
		return 0;
	/* A guard page at the end: an overflow out of the region just below
	   ours runs into nothing (span 63 is never used), and one out of our
	   last span faults before it reaches whatever lies above. */
	__syscall(SYS_mprotect, (char *)g + REGION_SIZE - __libc.page_size,
		  __libc.page_size, PROT_NONE);
	for (int i = SPAN_LAST; i >= SPAN_FIRST; i--) {
		g->span[i].state = SPAN_FREE;
		list_push(&pool_clean, &g->span[i]);
	}
	g->nfree = SPAN_LAST - SPAN_FIRST + 1;
	nsegs++;
	return 1;
}

static void seg_free(struct __segment *g)
{
	for (int i = SPAN_FIRST; i <= SPAN_LAST; i++) {
		struct __span *s = &g->span[i];
		/* Every span is on one of the two lists: the mark says which. */
		if (s->dirty) {
			list_del(&pool_dirty, s);
			ndirty--;
		} else {
			list_del(&pool_clean, s);
		}
	}
	nsegs--;
	__malloc_region_unmap(g);
}

/* Bytes of span s (in use) that may have been touched: this use's
   carved objects, or more from an earlier use. */
static uint32_t touched(const struct __span *s)
{
	uint32_t t = s->bump * __malloc_classes[s->cls].size;

	t = (t + __libc.page_size - 1) & -__libc.page_size;
	return t > s->dirty ? t : s->dirty;
}

/* Counts s (on one of the pool lists) free in its segment, and unmaps
   the segment once all its spans are free, unless it is the last. */
static void seg_count_free(struct __span *s)
{
	struct __segment *g = seg_of(s);

	if (++g->nfree == SPAN_LAST - SPAN_FIRST + 1 && nsegs > 1)
		seg_free(g);
}

static void put_clean_locked(struct __span *s)
{
	list_push(&pool_clean, s);
	seg_count_free(s);
}

/* Under the lock: s (used count 0) goes back to the pool. */
static void put_locked(struct __span *s)
{
	s->dirty = touched(s);
	s->owner = 0;
	s->state = SPAN_FREE;
	s->free = 0;
	/* Even an untouched span keeps a nonzero mark while on the dirty
	   list, which is how seg_free knows the list. */
	if (!s->dirty)
		s->dirty = __libc.page_size;
	list_push(&pool_dirty, s);
	ndirty++;
	seg_count_free(s);
}

/* Under the lock: the spans to purge now, for a heap that has released
   `released` spans in a row. */
static struct __span *pool_over(unsigned released)
{
	if (released >= BURST_PURGE)
		return __malloc_pool_trim(0);
	return ndirty > POOL_MAX ? __malloc_pool_trim(POOL_KEEP) : 0;
}

/* Gives s and, in a large burst of frees, h's spares back to the pool. */
static void span_put(struct __mheap *h, struct __span *s)
{
	struct __span *l;

	__lock(&__malloc_lock);
	put_locked(s);
	if (h->released >= BURST_PURGE)
		while ((s = h->spare)) {
			list_del(&h->spare, s);
			h->nspare--;
			put_locked(s);
		}
	l = pool_over(h->released);
	__unlock(&__malloc_lock);
	__malloc_span_purge(l);
}

/* Gives back h's spares kept since before its last idle scan. */
static void spares_put(struct __mheap *h)
{
	struct __span *s, *n, *l;

	__lock(&__malloc_lock);
	for (s = h->spare; s; s = n) {
		n = s->next;
		if (s->empty_at != h->epoch) {
			list_del(&h->spare, s);
			h->nspare--;
			put_locked(s);
		}
	}
	l = pool_over(h->released);
	__unlock(&__malloc_lock);
	__malloc_span_purge(l);
}

/* Makes s, empty or new, the span of class c that heap h allocates from
   next. */
static void span_init(struct __mheap *h, struct __span *s, unsigned c)
{
	s->next = s->prev = 0;
	s->free = 0;
	s->used = 0;
	s->bump = 0;
	s->cls = c;
	s->size = __malloc_classes[c].size;
	s->recip = __malloc_classes[c].recip;
	s->count = __malloc_classes[c].count;
	s->empty_at = h->epoch;
	s->owner = h;
	s->state = SPAN_USED;
	/* Allocating again: the burst of frees, if any, is over. */
	h->released = 0;
}

static struct __span *span_get(struct __mheap *h, unsigned c)
{
	struct __span *s;

	__lock(&__malloc_lock);
	if ((s = pool_dirty)) {
		list_del(&pool_dirty, s);
		ndirty--;
	} else if (pool_clean || seg_new()) {
		s = pool_clean;
		list_del(&pool_clean, s);
	} else {
		__unlock(&__malloc_lock);
		return 0;
	}
	seg_of(s)->nfree--;
	__unlock(&__malloc_lock);
	/* A span from the dirty list keeps its mark as the bytes touched. */
	span_init(h, s, c);
	return s;
}

/* Puts the next page's worth of never-used objects of s on its free
   list, so pages are touched only as they are needed. */
static void carve(struct __span *s, unsigned c)
{
	uint32_t size = __malloc_classes[c].size;
	uint32_t left = __malloc_classes[c].count - s->bump;
	uint32_t k = __libc.page_size / size;
	char *base = span_base(s) + (size_t)s->bump * size, *next = s->free;

	if (!k)
		k = 1;
	if (k > left)
		k = left;
	for (uint32_t i = k; i-- > 0;) {
		char *p = base + (size_t)i * size;
		*(uintptr_t *)p = __link_enc(next, p);
		next = p;
	}
	s->free = next;
	s->bump += k;
}

/* s, empty, leaves its class: it becomes one of h's spares, or goes to
   the pool when h has enough of them or a large burst is going on. */
static void release(struct __mheap *h, struct __span *s)
{
	if (h->released >= BURST_PURGE || h->nspare >= HEAP_SPARE) {
		span_put(h, s);
		return;
	}
	/* Still marked in use and owned by h, with every bit clear: a stale
	   free of one of its blocks is caught as a double free. */
	s->dirty = touched(s);
	s->empty_at = h->epoch;
	list_push(&h->spare, s);
	h->nspare++;
}

hidden void __small_free_slow(struct __mheap *h, struct __span *s, int was_full)
{
	unsigned c = s->cls;

	if (s == h->cur[c]) {
		if (s->used)
			return;
		if (h->released >= BURST_SPANS) {
			/* Not counted: in a burst of frees every current span
			   that empties goes, not every other one. */
			h->cur[c] = &__malloc_nospan;
			release(h, s);
			return;
		}
		/* Every use of a current span ends here once it is empty again,
		   so the stamp tells when it was last used. */
		s->empty_at = h->epoch;
		if (++h->idle == IDLE_SCAN) {
			h->idle = 0;
			for (unsigned k = 0; k < NCLASS; k++) {
				struct __span *e = h->cur[k];
				if (e != &__malloc_nospan && !e->used && e->empty_at != h->epoch) {
					h->cur[k] = &__malloc_nospan;
					release(h, e);
				}
			}
			/* Spares kept since before the previous scan go too. */
			if (h->spare)
				spares_put(h);
			h->epoch++;
		}
		return;
	}
	if (!s->used) {
		if (!was_full)
			list_del(&h->part[c], s);
		h->released++;
		release(h, s);
	} else if (was_full) {
		list_push(&h->part[c], s);
	}
}

/* Takes in the frees other threads pushed for heap h. */
hidden void __malloc_drain(struct __mheap *h)
{
	char *p = __atomic_exchange_n((char **)&h->rfree, 0, __ATOMIC_ACQUIRE);

	while (p) {
		char *next = __link_dec(p);
		uintptr_t a = (uintptr_t)p;
		struct __span *s;
		unsigned c;
		uint32_t off, i;
		uint64_t *w, m, v;
		void *old;

		/* The pusher checked p; a failure here means the list itself
		   was overwritten. */
		if (__region_kind(a) != REGION_SEG)
			__malloc_corrupt();
		s = __span_of(a);
		c = s->cls;
		off = a & (SPAN_SIZE - 1);
		i = (uint64_t)off * __malloc_classes[c].recip >> 32;
		if (s->state != SPAN_USED || s->owner != h || i * __malloc_classes[c].size != off)
			__malloc_corrupt();
		w = &s->bits[i / 64];
		m = (uint64_t)1 << (i % 64);
		v = __atomic_load_n(w, __ATOMIC_RELAXED);
		/* Two threads freed it, or one freed it twice before we
		   looked: the second time it is no longer marked. */
		if (!(v & m))
			__malloc_fail("free()", "double free detected");
		__atomic_store_n(w, v & ~m, __ATOMIC_RELAXED);
		old = s->free;
		*(uintptr_t *)p = __link_enc(old, p);
		s->free = p;
		if (!--s->used || !old)
			__small_free_slow(h, s, !old);
		p = next;
	}
}

hidden void __small_free_drained(void *p, const char *who)
{
	struct __mheap *h = __self()->mheap;
	uintptr_t a = (uintptr_t)p;
	struct __span *s = __span_of(a);
	unsigned c;
	uint32_t off, i;

	__malloc_drain(h);
	/* Taking p in (a second free) may have emptied its span and sent it
	   back to the pool, even on to another heap: check it all again. */
	c = s->cls;
	off = a & (SPAN_SIZE - 1);
	i = (uint64_t)off * __malloc_classes[c].recip >> 32;
	if (i * __malloc_classes[c].size != off || i >= __malloc_classes[c].count ||
	    s->state != SPAN_USED)
		__small_bad(p, who);
	if (s->owner != h)
		__small_free_remote(s, p, i, who);
	else
		__small_free_local(h, s, p, i, who);
}

hidden void __small_free_remote(struct __span *s, void *p, uint64_t i, const char *who)
{
	struct __mheap *o = s->owner;
	uint64_t v = __atomic_load_n(&s->bits[i / 64], __ATOMIC_RELAXED);
	void *head;

	/* The owner may be changing other bits of the word, never this one
	   while the block is allocated: set means it is still ours to free. */
	if (!(v >> (i % 64) & 1))
		__malloc_fail(who, "double free detected");
	head = __atomic_load_n(&o->rfree, __ATOMIC_RELAXED);
	do
		*(uintptr_t *)p = __link_enc(head, p);
	while (!__atomic_compare_exchange_n(&o->rfree, &head, p, 1,
					    __ATOMIC_RELEASE, __ATOMIC_RELAXED));
}

hidden _Noreturn void __small_bad(void *p, const char *who)
{
	uintptr_t a = (uintptr_t)p;
	struct __span *s = __span_of(a);
	const struct __class *k = &__malloc_classes[s->cls];
	uint32_t off = a & (SPAN_SIZE - 1);

	/* A block of a span that went back to the pool, at a place where the
	   span had one: most likely freed before. */
	if (s->state == SPAN_FREE && off % k->size == 0 && off / k->size < k->count)
		__malloc_fail(who, "double free detected");
	__malloc_fail(who, "invalid pointer");
}

hidden unsigned __small_check(void *p, const char *who)
{
	uintptr_t a = (uintptr_t)p;
	struct __span *s = __span_of(a);
	unsigned c = s->cls;
	uint32_t off = a & (SPAN_SIZE - 1);
	uint32_t i = (uint64_t)off * __malloc_classes[c].recip >> 32;

	if (i * __malloc_classes[c].size != off || i >= __malloc_classes[c].count ||
	    s->state != SPAN_USED)
		__small_bad(p, who);
	if (!(__atomic_load_n(&s->bits[i / 64], __ATOMIC_RELAXED) >> (i % 64) & 1))
		__malloc_fail(who, "double free detected");
	return c;
}

static void heap_init(struct __mheap *h)
{
	for (int c = 0; c < NCLASS; c++)
		h->cur[c] = &__malloc_nospan;
}

/* The calling thread's first allocation: an orphaned heap if there is
   one (with whatever it still holds), else a new one. */
static struct __mheap *attach(struct __pthread *self)
{
	struct __mheap *h;

	__lock(&__malloc_lock);
	if (!__malloc_secret) {
		const size_t *r = __auxv_find(AT_RANDOM_);
		uintptr_t v = r && *r ? ((const uint64_t *)*r)[1] : 0;
		/* Mixed with an address that changes from run to run (ASLR)
		   in case the kernel gave no random bytes. */
		__malloc_secret = (v ^ (uintptr_t)&h ^ ((uintptr_t)&h >> 21)) | 1;
	}
	if ((h = __malloc_orphans)) {
		__malloc_orphans = h->orphan_next;
		h->orphan_next = 0;
	} else if (self->is_main && !main_heap.cur[0]) {
		h = &main_heap;
		heap_init(h);
	} else {
		if (!heap_spare_n) {
			unsigned long r = __syscall(SYS_mmap, 0, 16 * sizeof *h, 3, 0x22, -1, 0);
			if (r > -4096UL) {
				__unlock(&__malloc_lock);
				errno = ENOMEM;
				return 0;
			}
			heap_spare = (struct __mheap *)r;
			heap_spare_n = 16;
		}
		h = heap_spare++;
		heap_spare_n--;
		heap_init(h);
	}
	__unlock(&__malloc_lock);
	self->mheap = h;
	return h;
}

hidden void *__small_alloc_slow(unsigned c)
{
	struct __pthread *self = __self();
	struct __mheap *h = self->mheap;
	struct __span *s;

	if (!h && !(h = attach(self)))
		return 0;
	for (;;) {
		s = h->cur[c];
		if (s->free)
			return __small_take(s, s->free);
		if (s != &__malloc_nospan && s->bump < __malloc_classes[c].count) {
			carve(s, c);
			continue;
		}
		if (__atomic_load_n(&h->rfree, __ATOMIC_RELAXED)) {
			__malloc_drain(h);
			if (h->cur[c]->free)
				continue;
		}
		/* The current span is full (it is on no list until one of its
		   objects is freed) or there is none. */
		if ((s = h->part[c])) {
			list_del(&h->part[c], s);
		} else if ((s = h->spare)) {
			list_del(&h->spare, s);
			h->nspare--;
			span_init(h, s, c);
		} else if (!(s = span_get(h, c))) {
			errno = ENOMEM;
			return 0;
		}
		h->cur[c] = s;
	}
}

hidden void *__small_aligned(size_t align, size_t n)
{
	size_t size = n <= 16 ? 16 : (size_t)2 << (63 - __builtin_clzl(n - 1));

	/* Objects of a power-of-two class sit at multiples of their size
	   from a span start, which is aligned to far more. */
	return __small_alloc(size < align ? align : size);
}

/* Under the lock, with h the caller's heap or an orphan: its empty
   current spans and its spares go to the pool. */
hidden void __malloc_put_empties(struct __mheap *h)
{
	struct __span *s;

	for (int c = 0; c < NCLASS; c++) {
		s = h->cur[c];
		if (s != &__malloc_nospan && !s->used) {
			h->cur[c] = &__malloc_nospan;
			put_locked(s);
		}
	}
	while ((s = h->spare)) {
		list_del(&h->spare, s);
		put_locked(s);
	}
	h->nspare = 0;
}

/* pthread_exit: the thread's heap gives its empty spans back and waits,
   orphaned, for the next thread to adopt it with whatever it still
   holds. */
hidden void __malloc_thread_exit(void)
{
	struct __pthread *self = __self();
	struct __mheap *h = self->mheap;
	struct __span *l;

	if (!h)
		return;
	__malloc_drain(h);
	__lock(&__malloc_lock);
	__malloc_put_empties(h);
	l = __malloc_pool_trim(POOL_KEEP);
	self->mheap = 0;
	h->orphan_next = __malloc_orphans;
	__malloc_orphans = h;
	__unlock(&__malloc_lock);
	__malloc_span_purge(l);
}
