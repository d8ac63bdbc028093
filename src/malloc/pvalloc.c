#include <errno.h>
#include <malloc.h>
#include "malloc_impl.h"

/* valloc with the size rounded up to whole pages (one page for 0). */
void *pvalloc(size_t n)
{
	size_t ps = __libc.page_size;

	if (n > MAX_REQUEST) {
		errno = ENOMEM;
		return 0;
	}
	return __malloc_aligned(ps, n ? (n + ps - 1) & -ps : ps);
}
