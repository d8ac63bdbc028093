/*
 * Medium blocks: arenas of chunks with boundary tags, free chunks kept in
 * size-class bins, neighbours merged on free; and large blocks, each a
 * mapping of its own, known to a registry.  See docs/malloc.md.
 *
 * Invariants (all under __malloc_lock):
 *  - an arena is one region (malloc_impl.h): a 16-byte arena header, chunks
 *    that tile it, and a zero-size in-use "fence" chunk at its end;
 *  - every chunk's successor records the chunk's size in its psize field;
 *  - no two free chunks are adjacent (free merges them), so a free chunk's
 *    neighbours are in use, or the arena's start or fence;
 *  - every free chunk is in exactly the bin bin_index(size) names, and bit
 *    i of binmap is set exactly when bin i is non-empty.
 */
#include <errno.h>
#include <stdlib.h>
#include "lock.h"
#include "malloc_impl.h"
#include "syscall.h"

#define ARENA_SIZE  REGION_SIZE
#define ARENA_HDR   16
#define SMALL_BINS  63                  /* one per size 32, 48, ..., 1024 */
#define NBINS       128
/* When free chunks whose pages were not given back add up to more than
   PURGE_OVER bytes, those of at least PURGE_MIN bytes give their whole
   pages back.  Below that, a program that frees and allocates big blocks
   in turn reuses memory without a page fault. */
#define PURGE_MIN   ((size_t)64 << 10)
#define PURGE_OVER  ((size_t)12 << 20)
/* Every DECAY_FREES frees of medium and large blocks an aging pass runs
   whatever the budget: free chunks and kept mappings that no allocation
   reused through two passes (4096 to 8192 frees) go back.  Counted in
   frees, not time: a program that keeps reusing what it frees is not
   slowed (a churn of 64 KiB-1 MiB blocks makes no system call), one that
   stopped reusing it gets it back. */
#define DECAY_FREES 4096

#define PROT_RW        3                /* PROT_READ | PROT_WRITE */
#define MAP_PRIV_ANON  0x22             /* MAP_PRIVATE | MAP_ANONYMOUS */

struct arena {
	uint64_t kind;          /* REGION_ARENA */
	size_t size;
};

static struct __chunk *bins[NBINS];
static uint64_t binmap[NBINS / 64];
static size_t dirty;            /* bytes of binned chunks not purged */
static size_t purge_at = PURGE_OVER;
static unsigned nfrees;

/* Large blocks: an open-addressing table of their addresses (linear
   probing), and the last few freed, to tell a second free from a wild
   pointer in the message. */
static uintptr_t *ltab;
static size_t lcap, lcount;
static unsigned lshift;
static uintptr_t recent[16];
static unsigned recent_i;
/* Freed large mappings kept for reuse, oldest first: a program that
   allocates and frees big blocks in turn would otherwise pay a map, an
   unmap and a page fault per page every time.  Bounded in number and in
   bytes, so little stays resident after a burst. */
#define LCACHE_BYTES ((size_t)16 << 20)
static struct __lmap lcache[LCACHE_N];
static unsigned lcache_n;
static size_t lcache_bytes;

#define USED(size) ((C_TAG_USED << C_TAG_SHIFT) | (size))
#define FREE(size) ((C_TAG_FREE << C_TAG_SHIFT) | (size))

static inline struct __chunk *at(void *c, size_t off)
{
	return (struct __chunk *)((char *)c + off);
}

static unsigned bin_index(size_t s)
{
	unsigned e, i;

	if (s <= 1024)
		return s / 16 - 2;
	/* Four bins per power of two above that. */
	e = 63 - __builtin_clzl(s);
	i = SMALL_BINS + (e - 10) * 4 + ((s >> (e - 2)) & 3);
	return i < NBINS ? i : NBINS - 1;
}

static void corrupt(void)
{
	__malloc_fail("malloc()", "heap corrupted");
}

static void bin_insert(struct __chunk *c, size_t size)
{
	unsigned i = bin_index(size);

	c->prev = 0;
	c->next = bins[i];
	if (c->next)
		c->next->prev = c;
	bins[i] = c;
	binmap[i / 64] |= (uint64_t)1 << (i % 64);
	if (!(c->head & C_PURGED))
		dirty += size;
}

static void bin_remove(struct __chunk *c, size_t size)
{
	unsigned i = bin_index(size);

	if (c->next && c->next->prev != c)
		corrupt();
	if (c->prev) {
		if (c->prev->next != c)
			corrupt();
		c->prev->next = c->next;
	} else {
		if (bins[i] != c)
			corrupt();
		bins[i] = c->next;
		if (!bins[i])
			binmap[i / 64] &= ~((uint64_t)1 << (i % 64));
	}
	if (c->next)
		c->next->prev = c->prev;
	if (!(c->head & C_PURGED))
		dirty -= size;
}

static inline void set_used(struct __chunk *c, size_t size)
{
	c->head = USED(size);
	at(c, size)->psize = size;
}

static inline void set_free(struct __chunk *c, size_t size, size_t flags)
{
	c->head = FREE(size) | flags;
	at(c, size)->psize = size;
}

static void *map(size_t len)
{
	unsigned long r = __syscall(SYS_mmap, 0, len, PROT_RW, MAP_PRIV_ANON, -1, 0);

	if (r > -4096UL) {
		errno = ENOMEM;
		return 0;
	}
	return (void *)r;
}

static inline uintptr_t page_up(uintptr_t a)
{
	return (a + __libc.page_size - 1) & -__libc.page_size;
}

static inline uintptr_t page_down(uintptr_t a)
{
	return a & -__libc.page_size;
}

/* Under the lock: free chunks hand back their whole pages (the chunk
   header and links stay) and wholly free arenas are unmapped.  Without
   all (the aging pass), only big chunks that have stayed free since the
   previous pass go, the others are only marked: a program that frees and
   allocates big blocks in turn keeps reusing the chunks it just freed,
   and they are never given back only to fault in again; what lies unused
   through two passes goes.  With all (malloc_trim), every chunk goes
   now.  Returns the bytes given back. */
hidden size_t __malloc_give_back(int all)
{
	size_t n = 0;

	for (unsigned i = all ? 0 : bin_index(PURGE_MIN); i < NBINS; i++) {
		struct __chunk *c, *next;
		for (c = bins[i]; c; c = next) {
			size_t size = __c_size(c);
			uintptr_t lo = page_up((uintptr_t)c + C_MIN);
			uintptr_t hi = page_down((uintptr_t)c + size);

			next = c->next;
			if (!all) {
				if ((c->head & C_PURGED) || size < PURGE_MIN)
					continue;
				if (!(c->head & C_AGED)) {
					c->head |= C_AGED;
					continue;
				}
			}
			if (!c->psize && (at(c, size)->head & C_FENCE)) {
				/* A whole empty arena: give the address space back
				   too, or kept arenas would pile up. */
				if (!(c->head & C_PURGED))
					n += size;
				bin_remove(c, size);
				__malloc_region_unmap((char *)c - ARENA_HDR);
				continue;
			}
			if ((c->head & C_PURGED) || hi <= lo)
				continue;
			__syscall(SYS_madvise, lo, hi - lo, MADV_DONTNEED);
			c->head |= C_PURGED;
			dirty -= size;
			n += hi - lo;
		}
	}
	/* Look again once as much again has been freed. */
	purge_at = dirty + PURGE_OVER / 2;
	return n;
}

static void purge(void)
{
	__malloc_give_back(0);
}

/* Frees in-use arena chunk c, merging it with free neighbours. */
static void release(struct __chunk *c)
{
	size_t size = __c_size(c);
	struct __chunk *n = at(c, size);

	/* Mark it free first: if it is merged into its predecessor this
	   header stays behind, and a second free of it is still caught. */
	c->head = FREE(size);
	if (c->psize) {
		struct __chunk *p = at(c, -c->psize);
		if (__c_tag(p) == C_TAG_FREE) {
			bin_remove(p, c->psize);
			size += c->psize;
			c = p;
		}
	}
	if (__c_tag(n) == C_TAG_FREE) {
		size_t ns = __c_size(n);
		bin_remove(n, ns);
		size += ns;
	}
	/* A wholly free arena stays in the bins like any chunk: purge()
	   unmaps it once it has stayed unused, so a churn of big blocks
	   does not map and fault in arenas again and again. */
	set_free(c, size, 0);
	bin_insert(c, size);
	if (dirty > purge_at)
		purge();
}

static struct __chunk *new_arena(void)
{
	struct arena *a = __malloc_region_map(REGION_ARENA);
	struct __chunk *c, *fence;
	size_t size = ARENA_SIZE - ARENA_HDR - C_HDR;

	if (!a)
		return 0;
	a->size = ARENA_SIZE;
	c = at(a, ARENA_HDR);
	c->psize = 0;
	fence = at(c, size);
	fence->head = USED(0) | C_FENCE;
	/* Untouched pages: nothing to give back yet. */
	set_free(c, size, C_PURGED);
	return c;
}

/* Whether free chunk a serves a request better than b (both large
   enough): pages still there first, then the smaller. */
static inline int better(const struct __chunk *a, const struct __chunk *b)
{
	size_t pa = a->head & C_PURGED, pb = b->head & C_PURGED;

	return pa != pb ? !pa : __c_size(a) < __c_size(b);
}

/* Takes a chunk of at least need bytes out of the bins (or a new arena)
   and marks it in use, returning any worthwhile rest to the bins. */
static struct __chunk *take(size_t need)
{
	unsigned i = bin_index(need);
	struct __chunk *c;
	size_t size, flags;

	if (i >= SMALL_BINS) {
		/* This bin also holds chunks smaller than need: the best fit,
		   and of those one whose pages are still there. */
		struct __chunk *best = 0;
		for (c = bins[i]; c; c = c->next)
			if (__c_size(c) >= need && (!best || better(c, best)))
				best = c;
		if ((c = best))
			goto found;
		i++;
	}
	/* Every chunk in a later bin is large enough: prefer one whose
	   pages were not given back, so that none need faulting in. */
	for (unsigned w = i / 64; w < NBINS / 64; w++) {
		uint64_t m = binmap[w];
		if (w == i / 64)
			m &= ~(uint64_t)0 << (i % 64);
		if (m) {
			c = bins[w * 64 + __builtin_ctzll(m)];
			for (struct __chunk *d = c; d; d = d->next)
				if (!(d->head & C_PURGED)) {
					c = d;
					break;
				}
			goto found;
		}
	}
	c = new_arena();
	if (!c)
		return 0;
	goto split;
found:
	bin_remove(c, __c_size(c));
split:
	size = __c_size(c);
	flags = c->head & C_PURGED;
	if (size - need >= C_MIN) {
		struct __chunk *r = at(c, need);
		/* Its successor is in use: no merge needed. */
		set_free(r, size - need, flags);
		bin_insert(r, size - need);
		size = need;
	}
	set_used(c, size);
	return c;
}

static inline size_t slot(uintptr_t k)
{
	return (k >> 4) * 0x9e3779b97f4a7c15u >> lshift;
}

/* Under the lock: registers large block p; 0 if the table cannot grow. */
static int large_add(uintptr_t p)
{
	size_t i;

	if ((lcount + 1) * 2 > lcap) {
		size_t ncap = lcap ? 2 * lcap : 512, oldcap = lcap;
		uintptr_t *old = ltab, *t = map(ncap * sizeof *t);
		if (!t)
			return 0;
		ltab = t;
		lcap = ncap;
		lshift = 64 - __builtin_ctzl(ncap);
		for (i = 0; i < oldcap; i++) {
			size_t j;
			if (!old[i])
				continue;
			for (j = slot(old[i]); t[j]; j = (j + 1) & (ncap - 1))
				;
			t[j] = old[i];
		}
		if (old)
			__syscall(SYS_munmap, old, oldcap * sizeof *old);
	}
	for (i = slot(p); ltab[i]; i = (i + 1) & (lcap - 1))
		;
	ltab[i] = p;
	lcount++;
	return 1;
}

/* Under the lock: unregisters p; 0 if it was not registered. */
static int large_del(uintptr_t p)
{
	size_t i, j, h, m = lcap - 1;

	if (!lcap)
		return 0;
	for (i = slot(p); ltab[i] != p; i = (i + 1) & m)
		if (!ltab[i])
			return 0;
	/* Close the gap: move up each later entry of the probe run whose
	   home slot is not between the gap and where it sits. */
	for (j = (i + 1) & m; ltab[j]; j = (j + 1) & m) {
		h = slot(ltab[j]);
		if (i <= j ? (i < h && h <= j) : (i < h || h <= j))
			continue;
		ltab[i] = ltab[j];
		i = j;
	}
	ltab[i] = 0;
	lcount--;
	recent[recent_i++ % 16] = p;
	return 1;
}

static int large_find(uintptr_t p)
{
	if (!lcap)
		return 0;
	for (size_t i = slot(p); ltab[i]; i = (i + 1) & (lcap - 1))
		if (ltab[i] == p)
			return 1;
	return 0;
}

/* Under the lock: p is neither a live large block nor in any region. */
static _Noreturn void large_bad(uintptr_t p, const char *who)
{
	for (int i = 0; i < 16; i++)
		if (recent[i] == p && p) {
			__unlock(&__malloc_lock);
			__malloc_fail(who, "double free detected");
		}
	__unlock(&__malloc_lock);
	__malloc_fail(who, "invalid pointer");
}

/* Under the lock: the smallest cached mapping of at least len bytes and
   at most twice that, taken out of the cache; 0 if none. */
static uintptr_t lcache_take(size_t *len)
{
	unsigned best = LCACHE_N;
	uintptr_t base;

	for (unsigned i = 0; i < lcache_n; i++)
		if (lcache[i].len >= *len && lcache[i].len / 2 <= *len &&
		    (best == LCACHE_N || lcache[i].len < lcache[best].len))
			best = i;
	if (best == LCACHE_N)
		return 0;
	base = lcache[best].base;
	*len = lcache[best].len;
	lcache_bytes -= *len;
	lcache_n--;
	for (unsigned i = best; i < lcache_n; i++)
		lcache[i] = lcache[i + 1];
	return base;
}

/* Under the lock: keeps [base, base+len) for reuse if it is worth it,
   evicting the oldest entries; returns 1 if kept.  *evict gets a mapping
   the caller must unmap once unlocked (its length in *elen), or 0. */
static int lcache_put(uintptr_t base, size_t len, uintptr_t *evict, size_t *elen)
{
	*evict = 0;
	if (len > LCACHE_BYTES / 4)
		return 0;
	if (lcache_n == LCACHE_N || lcache_bytes + len > LCACHE_BYTES) {
		*evict = lcache[0].base;
		*elen = lcache[0].len;
		lcache_bytes -= *elen;
		lcache_n--;
		for (unsigned i = 0; i < lcache_n; i++)
			lcache[i] = lcache[i + 1];
		if (lcache_bytes + len > LCACHE_BYTES)
			return 0;
	}
	lcache[lcache_n].base = base;
	lcache[lcache_n].len = len;
	lcache[lcache_n].aged = 0;
	lcache_n++;
	lcache_bytes += len;
	return 1;
}

/* Under the lock: the kept large mappings that were already there at the
   previous call (with all, every one) leave the cache; they go into out[]
   (at most LCACHE_N, their number returned) for the caller to unmap once
   unlocked. */
hidden unsigned __malloc_lcache_expire(struct __lmap *out, int all)
{
	unsigned n = 0, k = 0;

	for (unsigned i = 0; i < lcache_n; i++) {
		if (all || lcache[i].aged) {
			out[n].base = lcache[i].base;
			out[n++].len = lcache[i].len;
			lcache_bytes -= lcache[i].len;
			continue;
		}
		lcache[i].aged = 1;
		lcache[k++] = lcache[i];
	}
	lcache_n = k;
	return n;
}

/* Under the lock, once per DECAY_FREES frees: an aging pass over the
   medium chunks and the kept mappings (see __malloc_lcache_expire). */
static unsigned decay(struct __lmap *out)
{
	if (dirty)
		purge();
	return __malloc_lcache_expire(out, 0);
}

hidden void __malloc_unmap_all(const struct __lmap *m, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		__syscall(SYS_munmap, m[i].base, m[i].len);
}

/* A mapping of its own for a large block. */
static void *map_chunk(size_t need, size_t align)
{
	size_t extra = align > 16 ? align : 0, len;
	uintptr_t base = 0, p;
	struct __chunk *c;
	size_t fresh = C_ZERO;
	int ok;

	if (need + extra > MAX_REQUEST) {
		errno = ENOMEM;
		return 0;
	}
	len = page_up(need + extra);
	if (!extra) {
		__lock(&__malloc_lock);
		base = lcache_take(&len);
		__unlock(&__malloc_lock);
		fresh = 0;
	}
	if (!base) {
		base = (uintptr_t)map(len);
		if (!base)
			return 0;
		fresh = C_ZERO;
	}
	p = (base + C_HDR + align - 1) & -align;
	c = __mem_to_chunk((void *)p);
	c->psize = (uintptr_t)c - base;
	c->head = USED(len - c->psize) | C_MMAP | fresh;
	__lock(&__malloc_lock);
	ok = large_add(p);
	__unlock(&__malloc_lock);
	if (!ok) {
		__syscall(SYS_munmap, base, len);
		errno = ENOMEM;
		return 0;
	}
	return (void *)p;
}

hidden void __malloc_large_moved(void *p, void *q)
{
	__lock(&__malloc_lock);
	large_del((uintptr_t)p);
	/* Cannot fail: the table holds no more entries than before. */
	large_add((uintptr_t)q);
	__unlock(&__malloc_lock);
}

hidden void *__malloc_alloc(size_t need, size_t align)
{
	struct __chunk *c;
	size_t total = need;
	uintptr_t mem, p, lead;

	if (align > 16) {
		if (align > MAX_REQUEST) {
			errno = ENOMEM;
			return 0;
		}
		total = need + align + C_MIN;
	}
	if (total >= MMAP_THRESHOLD)
		return map_chunk(need, align);

	__lock(&__malloc_lock);
	c = take(total);
	if (!c) {
		__unlock(&__malloc_lock);
		return 0;
	}
	if (align > 16) {
		/* Find an aligned spot leaving either nothing or a whole chunk
		   in front, free that front part and the unneeded tail. */
		size_t size = __c_size(c);
		mem = (uintptr_t)__chunk_to_mem(c);
		p = (mem + align - 1) & -align;
		lead = p - mem;
		if (lead && lead < C_MIN) {
			p += align;
			lead += align;
		}
		if (lead) {
			struct __chunk *a = __mem_to_chunk((void *)p);
			/* c's predecessor is in use: it was free's neighbour. */
			set_free(c, lead, 0);
			bin_insert(c, lead);
			c = a;
			set_used(c, size - lead);
		}
		if (__c_size(c) - need >= C_MIN) {
			struct __chunk *t = at(c, need);
			set_used(t, __c_size(c) - need);
			set_used(c, need);
			release(t);
		}
	}
	__unlock(&__malloc_lock);
	return __chunk_to_mem(c);
}

hidden struct __chunk *__malloc_check(void *p, const char *who)
{
	uintptr_t a = (uintptr_t)p;
	struct __chunk *c = __mem_to_chunk(p);
	size_t size;

	if (__region_kind(a) != REGION_ARENA) {
		/* Live large blocks are registered; nothing else out here is
		   ours, and reading it could fault. */
		__lock(&__malloc_lock);
		if (!large_find(a))
			large_bad(a, who);
		__unlock(&__malloc_lock);
		if ((c->head & ~C_SIZE_MASK & ~C_ZERO) != ((C_TAG_USED << C_TAG_SHIFT) | C_MMAP))
			__malloc_fail(who, "invalid pointer");
		return c;
	}
	if ((a & 15) || (a & (REGION_SIZE - 1)) < sizeof(struct arena) + C_HDR)
		__malloc_fail(who, "invalid pointer");
	if (__c_tag(c) == C_TAG_FREE)
		__malloc_fail(who, "double free detected");
	size = __c_size(c);
	if (__c_tag(c) != C_TAG_USED || (c->head & (C_MMAP | C_FENCE)) || size < C_MIN ||
	    size > REGION_SIZE - (a & (REGION_SIZE - 1)) || at(c, size)->psize != size)
		__malloc_fail(who, "invalid pointer");
	return c;
}

hidden void __malloc_free(void *p, const char *who)
{
	uintptr_t a = (uintptr_t)p;
	struct __chunk *c;

	if (__region_kind(a) != REGION_ARENA) {
		uintptr_t base, evict;
		size_t len, elen;
		struct __lmap old[LCACHE_N];
		unsigned nold = 0;
		int kept;

		__lock(&__malloc_lock);
		if (!large_del(a))
			large_bad(a, who);
		c = __mem_to_chunk(p);
		base = (uintptr_t)c - c->psize;
		len = c->psize + __c_size(c);
		if (++nfrees % DECAY_FREES == 0)
			nold = decay(old);
		kept = lcache_put(base, len, &evict, &elen);
		__unlock(&__malloc_lock);
		__malloc_unmap_all(old, nold);
		if (evict)
			__syscall(SYS_munmap, evict, elen);
		if (!kept)
			__syscall(SYS_munmap, base, len);
		return;
	}
	c = __malloc_check(p, who);
	__lock(&__malloc_lock);
	/* Another thread may have freed it since the unlocked check. */
	if (__c_tag(c) != C_TAG_USED) {
		__unlock(&__malloc_lock);
		__malloc_fail(who, "double free detected");
	}
	release(c);
	if (++nfrees % DECAY_FREES == 0) {
		struct __lmap old[LCACHE_N];
		unsigned nold = decay(old);
		__unlock(&__malloc_lock);
		__malloc_unmap_all(old, nold);
		return;
	}
	__unlock(&__malloc_lock);
}

hidden int __malloc_resize(struct __chunk *c, size_t need)
{
	size_t size, ns, flags;
	struct __chunk *n, *t;
	int ok = 0;

	__lock(&__malloc_lock);
	size = __c_size(c);
	if (need <= size) {
		if (size - need >= C_MIN) {
			t = at(c, need);
			set_used(t, size - need);
			set_used(c, need);
			release(t);
		}
		ok = 1;
	} else {
		n = at(c, size);
		if (__c_tag(n) == C_TAG_FREE && size + (ns = __c_size(n)) >= need) {
			/* Growing: take an eighth more if it is there, so that
			   a block grown a little at a time (a string, a vector)
			   comes back here once in many reallocs, not each time. */
			size_t more = need + (need / 8 & ~(size_t)15);
			if (size + ns >= more)
				need = more;
			flags = n->head & C_PURGED;
			bin_remove(n, ns);
			size += ns;
			if (size - need >= C_MIN) {
				t = at(c, need);
				set_free(t, size - need, flags);
				bin_insert(t, size - need);
				size = need;
			}
			set_used(c, size);
			ok = 1;
		}
	}
	__unlock(&__malloc_lock);
	return ok;
}

hidden void *__malloc_aligned(size_t align, size_t n)
{
	if (n > MAX_REQUEST) {
		errno = ENOMEM;
		return 0;
	}
	if (align <= 16)
		return malloc(n);
	if (align <= SMALL_MAX && n <= SMALL_MAX)
		return __small_aligned(align, n);
	return __malloc_alloc(__req_size(n), align);
}

hidden const uintptr_t *__malloc_large_table(size_t *cap)
{
	*cap = lcap;
	return ltab;
}
