#include <errno.h>
#include <malloc.h>
#include "malloc_impl.h"

/* Like glibc, an alignment that is not a power of two is rounded up to
   one (and one too large to round fails with ENOMEM). */
void *memalign(size_t align, size_t n)
{
	if (align & (align - 1)) {
		if (align > MAX_REQUEST) {
			errno = ENOMEM;
			return 0;
		}
		align = (size_t)2 << (63 - __builtin_clzl(align));
	}
	return __malloc_aligned(align, n);
}
