#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "malloc_impl.h"

void *calloc(size_t n, size_t size)
{
	size_t total;
	void *p;

	if (__builtin_mul_overflow(n, size, &total)) {
		errno = ENOMEM;
		return 0;
	}
	p = malloc(total);
	/* A block in a fresh mapping of its own (in no region) is already
	   zero; a reused one is not. */
	if (p && (__region_kind((uintptr_t)p) || !(__mem_to_chunk(p)->head & C_ZERO)))
		memset(p, 0, total);
	return p;
}
