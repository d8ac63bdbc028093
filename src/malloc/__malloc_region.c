/*
 * Regions: the 4 MiB-aligned mappings that hold small-block segments and
 * medium-block arenas.  One bit per possible region in the user address
 * space (2^25 bits, untouched pages of it cost nothing) tells free()
 * whether an address is in one of them before it reads anything there, so
 * that a wild or stale pointer is reported instead of faulting.
 */
#include <errno.h>
#include "malloc_impl.h"
#include "syscall.h"

#define PROT_RW        3                /* PROT_READ | PROT_WRITE */
#define MAP_PRIV_ANON  0x22             /* MAP_PRIVATE | MAP_ANONYMOUS */
#define MAP_FIXED_NOREPLACE 0x100000

hidden uint64_t __malloc_regions[((size_t)1 << (REGION_BITS - REGION_SHIFT)) / 64];
/* Lowest and highest region index ever marked (under the lock), so that
   mallinfo's walk reads only that part of the bitmap. */
hidden uintptr_t __malloc_region_lo = UINTPTR_MAX, __malloc_region_hi;

/* Bits change under __malloc_lock only; free() reads them without it. */
static void mark(uintptr_t r, int on)
{
	uintptr_t i = r >> REGION_SHIFT;
	uint64_t w = __malloc_regions[i / 64], m = (uint64_t)1 << (i % 64);

	if (on && i < __malloc_region_lo)
		__malloc_region_lo = i;
	if (on && i > __malloc_region_hi)
		__malloc_region_hi = i;

	__atomic_store_n(&__malloc_regions[i / 64], on ? w | m : w & ~m, __ATOMIC_RELEASE);
}

/* When twice a region's size cannot be had (a tight RLIMIT_AS, a full
   address space) one region may still fit: map it where the kernel
   likes, keep it if it happens to be aligned, else try the aligned
   places just below and just above it, exactly (MAP_FIXED_NOREPLACE:
   never over an existing mapping; a kernel without it takes the address
   as a hint, and a mapping elsewhere is given back). */
static uintptr_t map_one(void)
{
	unsigned long r = __syscall(SYS_mmap, 0, REGION_SIZE, PROT_RW, MAP_PRIV_ANON, -1, 0);
	uintptr_t at[2];

	if (r > -4096UL)
		return 0;
	if (!(r & (REGION_SIZE - 1)))
		return r;
	__syscall(SYS_munmap, r, REGION_SIZE);
	at[0] = r & -REGION_SIZE;
	at[1] = at[0] + REGION_SIZE;
	for (int i = 0; i < 2; i++) {
		r = __syscall(SYS_mmap, at[i], REGION_SIZE, PROT_RW, MAP_PRIV_ANON | MAP_FIXED_NOREPLACE, -1, 0);
		if (r == at[i])
			return r;
		if (r <= -4096UL)
			__syscall(SYS_munmap, r, REGION_SIZE);
	}
	return 0;
}

hidden void *__malloc_region_map(uint64_t kind)
{
	/* Twice the size, then the unaligned ends trimmed: the kernel has no
	   way to ask for an alignment. */
	unsigned long r = __syscall(SYS_mmap, 0, 2 * REGION_SIZE, PROT_RW, MAP_PRIV_ANON, -1, 0);
	uintptr_t a;

	if (r > -4096UL) {
		if (!(a = map_one())) {
			errno = ENOMEM;
			return 0;
		}
	} else {
		a = (r + REGION_SIZE - 1) & -REGION_SIZE;
		if (a > r)
			__syscall(SYS_munmap, r, a - r);
		if (r + 2 * REGION_SIZE > a + REGION_SIZE)
			__syscall(SYS_munmap, a + REGION_SIZE, r + REGION_SIZE - a);
	}
	if (a >> REGION_BITS) {
		/* Beyond what the bitmap covers (only with a 5-level page table
		   and an explicit hint, which we never give): refuse it. */
		__syscall(SYS_munmap, a, REGION_SIZE);
		errno = ENOMEM;
		return 0;
	}
	*(uint64_t *)a = kind;
	mark(a, 1);
	return (void *)a;
}

hidden void __malloc_region_unmap(void *r)
{
	mark((uintptr_t)r, 0);
	__syscall(SYS_munmap, r, REGION_SIZE);
}
