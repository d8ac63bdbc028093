#include <errno.h>
#include <stdlib.h>
#include "malloc_impl.h"

/* malloc(0) returns a unique pointer that free accepts, as glibc does. */
void *malloc(size_t n)
{
	if (n <= SMALL_MAX)
		return __small_alloc(n);
	if (n > MAX_REQUEST) {
		errno = ENOMEM;
		return 0;
	}
	return __malloc_alloc(__req_size(n), 16);
}
