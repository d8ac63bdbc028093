/*
 * The allocator's private interface (see docs/malloc.md).
 *
 * Every block ("chunk") starts with a 16-byte header just before the
 * pointer handed to the caller:
 *
 *     psize   arena chunk: size of the chunk just below it (0 for the first
 *             chunk of an arena); mmapped chunk: bytes from the start of its
 *             mapping to the header
 *     head    size (a multiple of 16, header included) | flag bits |
 *             a 16-bit tag in the top bits saying "in use" or "free"
 *
 * A free arena chunk also holds its bin links right after the header.
 */
#ifndef _WEFT_MALLOC_IMPL_H
#define _WEFT_MALLOC_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include "libc.h"

struct __chunk {
	size_t psize;
	size_t head;
	/* Free arena chunks only (this is where user data starts otherwise). */
	struct __chunk *next, *prev;
};

#define C_HDR       16
#define C_MIN       32                      /* header + two links */
#define C_MMAP      ((size_t)2)             /* its own mapping */
#define C_PURGED    ((size_t)4)             /* free; pages given back */
#define C_FENCE     ((size_t)8)             /* end-of-arena marker */
#define C_FLAGS     ((size_t)15)
#define C_TAG_SHIFT 48
#define C_TAG_USED  ((size_t)0xa10cu)
#define C_TAG_FREE  ((size_t)0xf3eeu)
#define C_SIZE_MASK ((((size_t)1 << C_TAG_SHIFT) - 1) & ~C_FLAGS)

/* Requests this large or larger get a mapping of their own. */
#define MMAP_THRESHOLD ((size_t)128 << 10)
/* Anything larger than this is refused with ENOMEM up front, so that no
   size arithmetic below can overflow and sizes fit the header field. */
#define MAX_REQUEST    (((size_t)1 << 47) - ((size_t)1 << 20))

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

/* The one lock over all shared allocator state (a per-thread cache in
   front of it can come later). */
extern hidden volatile int __malloc_lock;

/* Lowest and highest addresses the allocator ever mapped: a pointer
   outside them is certainly not one of ours. */
extern hidden uintptr_t __malloc_lo, __malloc_hi;

/* A chunk of at least need bytes (from __req_size) whose user pointer is
   a multiple of align (a power of two >= 16); 0 with errno ENOMEM. */
hidden void *__malloc_alloc(size_t need, size_t align);
/* Frees p after checking it; who names the caller in an abort message. */
hidden void __malloc_free(void *p, const char *who);
/* Checks that p is an allocated block (aborting with who's name if not)
   and returns its chunk. */
hidden struct __chunk *__malloc_check(void *p, const char *who);
/* Tries to make arena chunk c (in use) need bytes large in place; 1 on
   success. */
hidden int __malloc_resize(struct __chunk *c, size_t need);
/* Records that [lo, hi) is now allocator memory (after an mremap). */
hidden void __malloc_note_range(uintptr_t lo, uintptr_t hi);
/* Writes "who: what" on stderr and aborts. */
hidden _Noreturn void __malloc_fail(const char *who, const char *what);
/* memalign with align already a power of two. */
hidden void *__malloc_aligned(size_t align, size_t n);


#endif
