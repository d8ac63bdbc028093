/*
 * The heap: arenas of chunks with boundary tags, free chunks kept in
 * size-class bins, neighbours merged on free.  See docs/malloc.md.
 *
 * Invariants (all under __malloc_lock):
 *  - an arena is one mapping: a 16-byte arena header, chunks that tile it,
 *    and a zero-size in-use "fence" chunk at its end;
 *  - every chunk's successor records the chunk's size in its psize field;
 *  - no two free chunks are adjacent (free merges them), so a free chunk's
 *    neighbours are in use, or the arena's start or fence;
 *  - every free chunk is in exactly the bin bin_index(size) names, and bit
 *    i of binmap is set exactly when bin i is non-empty.
 */
#include <errno.h>
#include "lock.h"
#include "malloc_impl.h"
#include "syscall.h"

#define ARENA_SIZE  ((size_t)1 << 20)
#define ARENA_HDR   16
#define SMALL_BINS  63                  /* one per size 32, 48, ..., 1024 */
#define NBINS       128
/* Free chunks at least this large have their whole pages given back once
   PURGE_EVERY bytes have been freed since the last time. */
#define PURGE_MIN   ((size_t)64 << 10)
#define PURGE_EVERY ((size_t)4 << 20)

#define PROT_RW        3                /* PROT_READ | PROT_WRITE */
#define MAP_PRIV_ANON  0x22             /* MAP_PRIVATE | MAP_ANONYMOUS */
#define MADV_DONTNEED  4

struct arena {
	size_t size;
	size_t unused;
};

static struct __chunk *bins[NBINS];
static uint64_t binmap[NBINS / 64];
static size_t dirty;            /* bytes freed since the last purge */
static struct arena *keep;      /* an empty arena worth keeping mapped */

hidden uintptr_t __malloc_lo = UINTPTR_MAX, __malloc_hi;

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

static void note_range(uintptr_t lo, uintptr_t hi)
{
	uintptr_t v = __atomic_load_n(&__malloc_lo, __ATOMIC_RELAXED);

	while (lo < v && !__atomic_compare_exchange_n(&__malloc_lo, &v, lo, 1,
						       __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		;
	v = __atomic_load_n(&__malloc_hi, __ATOMIC_RELAXED);
	while (hi > v && !__atomic_compare_exchange_n(&__malloc_hi, &v, hi, 1,
						       __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		;
}

static void *map(size_t len)
{
	unsigned long r = __syscall(SYS_mmap, 0, len, PROT_RW, MAP_PRIV_ANON, -1, 0);

	if (r > -4096UL) {
		errno = ENOMEM;
		return 0;
	}
	note_range(r, r + len);
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

/* Hands back the pages of big free chunks that have not been yet; the
   chunk header and links stay. */
static void purge(void)
{
	dirty = 0;
	for (unsigned i = bin_index(PURGE_MIN); i < NBINS; i++) {
		for (struct __chunk *c = bins[i]; c; c = c->next) {
			size_t size = __c_size(c);
			uintptr_t lo = page_up((uintptr_t)c + C_MIN);
			uintptr_t hi = page_down((uintptr_t)c + size);

			if ((c->head & C_PURGED) || size < PURGE_MIN)
				continue;
			if (hi > lo)
				__syscall(SYS_madvise, lo, hi - lo, MADV_DONTNEED);
			c->head |= C_PURGED;
		}
	}
}

/* A whole arena, c its one free chunk (not in a bin).  Keep one empty
   arena mapped so that a program that allocates and frees around an
   empty heap does not map and unmap every time; unmap the others. */
static void arena_empty(struct __chunk *c, size_t size)
{
	struct arena *a = (struct arena *)((char *)c - ARENA_HDR);

	if (keep && keep != a) {
		struct __chunk *k = at(keep, ARENA_HDR);
		if (__c_tag(k) == C_TAG_FREE &&
		    __c_size(k) == keep->size - ARENA_HDR - C_HDR) {
			dirty = dirty > size ? dirty - size : 0;
			__syscall(SYS_munmap, a, a->size);
			return;
		}
	}
	keep = a;
	bin_insert(c, size);
}

/* Frees in-use arena chunk c, merging it with free neighbours. */
static void release(struct __chunk *c)
{
	size_t size = __c_size(c);
	struct __chunk *n = at(c, size);

	dirty += size;
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
	set_free(c, size, 0);
	if (!c->psize && (at(c, size)->head & C_FENCE))
		arena_empty(c, size);
	else
		bin_insert(c, size);
	if (dirty >= PURGE_EVERY)
		purge();
}

static struct __chunk *new_arena(void)
{
	struct arena *a = map(ARENA_SIZE);
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

/* Takes a chunk of at least need bytes out of the bins (or a new arena)
   and marks it in use, returning any worthwhile rest to the bins. */
static struct __chunk *take(size_t need)
{
	unsigned i = bin_index(need);
	struct __chunk *c;
	size_t size, flags;

	if (i >= SMALL_BINS) {
		/* This bin also holds chunks smaller than need: first fit. */
		for (c = bins[i]; c; c = c->next)
			if (__c_size(c) >= need)
				goto found;
		i++;
	}
	/* Every chunk in a later bin is large enough. */
	for (unsigned w = i / 64; w < NBINS / 64; w++) {
		uint64_t m = binmap[w];
		if (w == i / 64)
			m &= ~(uint64_t)0 << (i % 64);
		if (m) {
			c = bins[w * 64 + __builtin_ctzll(m)];
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

/* A mapping of its own for a large block. */
static void *map_chunk(size_t need, size_t align)
{
	size_t extra = align > 16 ? align : 0, len;
	uintptr_t base, p;
	struct __chunk *c;

	if (need + extra > MAX_REQUEST) {
		errno = ENOMEM;
		return 0;
	}
	len = page_up(need + extra);
	base = (uintptr_t)map(len);
	if (!base)
		return 0;
	p = (base + C_HDR + align - 1) & -align;
	c = __mem_to_chunk((void *)p);
	c->psize = (uintptr_t)c - base;
	c->head = USED(len - c->psize) | C_MMAP;
	return (void *)p;
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
			dirty -= __c_size(t) < dirty ? __c_size(t) : dirty;
			release(t);
		}
	}
	__unlock(&__malloc_lock);
	return __chunk_to_mem(c);
}

hidden struct __chunk *__malloc_check(void *p, const char *who)
{
	uintptr_t a = (uintptr_t)p;
	uintptr_t lo = __atomic_load_n(&__malloc_lo, __ATOMIC_RELAXED);
	uintptr_t hi = __atomic_load_n(&__malloc_hi, __ATOMIC_RELAXED);
	struct __chunk *c = __mem_to_chunk(p);
	size_t size;

	if ((a & 15) || a < lo + C_HDR || a >= hi)
		__malloc_fail(who, "invalid pointer");
	if (__c_tag(c) == C_TAG_FREE)
		__malloc_fail(who, "double free detected");
	size = __c_size(c);
	if (__c_tag(c) != C_TAG_USED || size < C_MIN || size > hi - (a - C_HDR))
		__malloc_fail(who, "invalid pointer");
	if (c->head & C_MMAP) {
		if (((a - C_HDR - c->psize) & (__libc.page_size - 1)) || c->psize > a - lo)
			__malloc_fail(who, "invalid pointer");
	} else if ((c->head & C_FENCE) || at(c, size)->psize != size) {
		__malloc_fail(who, "invalid pointer");
	}
	return c;
}

hidden void __malloc_free(void *p, const char *who)
{
	struct __chunk *c = __malloc_check(p, who);

	if (c->head & C_MMAP) {
		__syscall(SYS_munmap, (char *)c - c->psize, c->psize + __c_size(c));
		return;
	}
	__lock(&__malloc_lock);
	/* Another thread may have freed it since the unlocked check. */
	if (__c_tag(c) != C_TAG_USED) {
		__unlock(&__malloc_lock);
		__malloc_fail(who, "double free detected");
	}
	release(c);
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

hidden void __malloc_note_range(uintptr_t lo, uintptr_t hi)
{
	note_range(lo, hi);
}

hidden void *__malloc_aligned(size_t align, size_t n)
{
	if (n > MAX_REQUEST) {
		errno = ENOMEM;
		return 0;
	}
	return __malloc_alloc(__req_size(n), align < 16 ? 16 : align);
}
