#include <malloc.h>
#include "malloc_impl.h"

/* Bytes the caller may use at p: at least what it asked for. */
size_t malloc_usable_size(void *p)
{
	if (!p)
		return 0;
	return __malloc_usable(p, "malloc_usable_size()");
}
