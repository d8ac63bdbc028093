#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "malloc_impl.h"
#include "syscall.h"

#define MREMAP_MAYMOVE 1

/* A block with its own mapping stays one: let the kernel move or grow
   the mapping instead of copying.  0 if it could not. */
static void *remap(struct __chunk *c, size_t need)
{
	size_t off = c->psize, old = off + __c_size(c);
	size_t len = (off + need + __libc.page_size - 1) & -__libc.page_size;
	unsigned long r;
	void *p = __chunk_to_mem(c), *q;

	if (len == old)
		return p;
	r = __syscall(SYS_mremap, (char *)c - off, old, len, MREMAP_MAYMOVE);
	if (r > -4096UL)
		return 0;
	c = (struct __chunk *)(r + off);
	c->head = (C_TAG_USED << C_TAG_SHIFT) | (len - off) | C_MMAP;
	q = __chunk_to_mem(c);
	if (q != p)
		__malloc_large_moved(p, q);
	return q;
}

/* realloc(p, 0) frees p and returns a null pointer, as glibc does. */
void *realloc(void *p, size_t n)
{
	struct __chunk *c;
	size_t need, have;
	void *q;

	if (!p)
		return malloc(n);
	if (__region_kind((uintptr_t)p) == REGION_SEG) {
		have = __malloc_classes[__small_check(p, "realloc()")].size;
		/* Any size up to the class's stays where it is. */
		if (n && n <= have)
			return p;
		q = n ? malloc(n) : 0;
		if (q)
			memcpy(q, p, have);
		if (q || !n)
			__small_free(p, "realloc()");
		return q;
	}
	if (!n) {
		__malloc_free(p, "realloc()");
		return 0;
	}
	c = __malloc_check(p, "realloc()");
	if (n > MAX_REQUEST) {
		errno = ENOMEM;
		return 0;
	}
	need = __req_size(n);
	have = __c_size(c) - C_HDR;
	if (c->head & C_MMAP) {
		if (need >= MMAP_THRESHOLD && (q = remap(c, need)))
			return q;
	} else if (need <= have + C_HDR && have + C_HDR - need <= (have + C_HDR) / 4) {
		/* Fits with at most a quarter to spare (as a small block's
		   class would): no lock.  Only its owner changes an in-use
		   chunk's header, so reading it unlocked is safe. */
		return p;
	} else if (__malloc_resize(c, need)) {
		return p;
	}
	q = malloc(n);
	if (!q)
		return 0;
	memcpy(q, p, have < n ? have : n);
	__malloc_free(p, "realloc()");
	return q;
}
