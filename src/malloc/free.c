#include <stdlib.h>
#include "malloc_impl.h"

void free(void *p)
{
	/* The null pointer is in no region. */
	if (__region_kind((uintptr_t)p) == REGION_SEG)
		__small_free(p, "free()");
	else if (p)
		__malloc_free(p, "free()");
}
