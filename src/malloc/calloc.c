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
	/* A block with a mapping of its own is fresh, hence already zero. */
	if (p && !(__mem_to_chunk(p)->head & C_MMAP))
		memset(p, 0, total);
	return p;
}
