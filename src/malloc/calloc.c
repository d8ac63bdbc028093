#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "malloc_impl.h"
#include "syscall.h"

/* Below this a block is cleared with memset alone: the system calls
   would cost more than the page faults they might save. */
#define ZERO_BY_PAGES ((size_t)128 << 10)

/* Clears n bytes at p, a reused block: the whole pages the process has
   in memory are cleared in place (no fault: they are there), the others
   (never touched since mapped, given back, or swapped out) are dropped
   with MADV_DONTNEED, after which they read as zero without being
   touched.  memset alone would fault in every page of a big block the
   program may use only a little of (LMDB's 2 MiB dirty list, a few
   entries used per transaction): 512 faults per calloc. */
static void zero_pages(char *p, size_t n)
{
	uintptr_t ps = __libc.page_size, a = (uintptr_t)p;
	uintptr_t lo = (a + ps - 1) & -ps, hi = (a + n) & -ps;
	unsigned char vec[256];

	memset(p, 0, lo - a);
	memset((char *)hi, 0, a + n - hi);
	while (lo < hi) {
		size_t np = (hi - lo) / ps, i = 0;

		if (np > sizeof vec)
			np = sizeof vec;
		if (__syscall(SYS_mincore, lo, np * ps, vec)) {
			memset((char *)lo, 0, hi - lo);
			return;
		}
		while (i < np) {
			size_t j = i;
			int in = vec[i] & 1;
			char *s = (char *)(lo + i * ps);

			while (j < np && (vec[j] & 1) == in)
				j++;
			if (in || __syscall(SYS_madvise, s, (j - i) * ps, MADV_DONTNEED))
				memset(s, 0, (j - i) * ps);
			i = j;
		}
		lo += np * ps;
	}
}

void *calloc(size_t n, size_t size)
{
	size_t total;
	void *p;

	if (__builtin_mul_overflow(n, size, &total)) {
		errno = ENOMEM;
		return 0;
	}
	p = malloc(total);
	if (!p)
		return 0;
	/* A block in a fresh mapping of its own (in no region) is already
	   zero; a reused one is not. */
	if (!__region_kind((uintptr_t)p) && (__mem_to_chunk(p)->head & C_ZERO))
		return p;
	if (total >= ZERO_BY_PAGES)
		zero_pages(p, total);
	else
		memset(p, 0, total);
	return p;
}
