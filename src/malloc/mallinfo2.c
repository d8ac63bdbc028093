/*
 * mallinfo2 keeps no counters (malloc and free pay nothing for it): it
 * walks the allocator under its lock.  Small blocks: every segment's span
 * descriptors, objects in use times their size (a span's count belongs to
 * its owner thread and is read without synchronisation: a snapshot that
 * may be a few frees behind).  Medium: every arena's chunks.  Large: the
 * registry, each block's mapping length read from its header.
 */
#include <errno.h>
#include <malloc.h>
#include "lock.h"
#include "malloc_impl.h"
#include "syscall.h"

#define ARENA_HDR 16   /* __malloc_heap.c: chunks start after the arena header */

struct iov { void *base; size_t len; };

/* A large block's header, unless another thread's realloc is moving it
   this moment (it is registered, but its old mapping may be gone): read
   through the kernel, which fails instead of faulting. */
static int large_header(uintptr_t p, struct __chunk *c)
{
	struct iov local = { c, C_HDR }, remote = { (void *)(p - C_HDR), C_HDR };
	long r = __syscall(SYS_process_vm_readv, __syscall(SYS_getpid), &local, 1L,
			   &remote, 1L, 0L);

	if (r == -ENOSYS || r == -EPERM) {
		/* (qemu-user has no such call) */
		*c = *__mem_to_chunk((void *)p);
		return 1;
	}
	return r == C_HDR;
}

struct mallinfo2 mallinfo2(void)
{
	struct mallinfo2 mi = { 0 };
	const uintptr_t *ltab;
	size_t lcap;

	__lock(&__malloc_lock);
	for (uintptr_t i = __malloc_region_lo; i <= __malloc_region_hi; i++) {
		uint64_t w = __atomic_load_n(&__malloc_regions[i / 64], __ATOMIC_RELAXED);
		char *r = (char *)(i << REGION_SHIFT);

		if (!(w >> (i % 64) & 1))
			continue;
		mi.arena += REGION_SIZE;
		if (*(uint64_t *)r == REGION_SEG) {
			struct __segment *g = (struct __segment *)r;
			for (int k = SPAN_FIRST; k <= SPAN_LAST; k++) {
				struct __span *s = &g->span[k];
				if (__atomic_load_n(&s->state, __ATOMIC_RELAXED) != SPAN_USED)
					continue;
				mi.uordblks += (size_t)__atomic_load_n(&s->used, __ATOMIC_RELAXED) *
					       __atomic_load_n(&s->size, __ATOMIC_RELAXED);
			}
			continue;
		}
		for (struct __chunk *c = (struct __chunk *)(r + ARENA_HDR);
		     !(c->head & C_FENCE) && __c_size(c); c = (struct __chunk *)((char *)c + __c_size(c))) {
			if (__c_tag(c) == C_TAG_USED)
				mi.uordblks += __c_size(c);
			else
				mi.ordblks++;
		}
	}
	ltab = __malloc_large_table(&lcap);
	for (size_t i = 0; i < lcap; i++) {
		struct __chunk c;
		if (!ltab[i] || !large_header(ltab[i], &c))
			continue;
		mi.hblks++;
		mi.hblkhd += c.psize + __c_size(&c);
	}
	__unlock(&__malloc_lock);
	mi.fordblks = mi.arena - mi.uordblks;
	return mi;
}
