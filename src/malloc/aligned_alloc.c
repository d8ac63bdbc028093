#include <errno.h>
#include <stdlib.h>
#include "malloc_impl.h"

/* C17: any size; the alignment must be a power of two (EINVAL if not,
   as glibc 2.38 and later do). */
void *aligned_alloc(size_t align, size_t n)
{
	if (!align || (align & (align - 1))) {
		errno = EINVAL;
		return 0;
	}
	return __malloc_aligned(align, n);
}
