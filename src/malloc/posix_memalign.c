#include <errno.h>
#include <stdlib.h>
#include "malloc_impl.h"

/* Reports errors by its return value only: errno is left as it was. */
int posix_memalign(void **out, size_t align, size_t n)
{
	int saved = errno;
	void *p;

	if (align < sizeof(void *) || (align & (align - 1)))
		return EINVAL;
	p = __malloc_aligned(align, n);
	if (!p) {
		errno = saved;
		return ENOMEM;
	}
	*out = p;
	return 0;
}
