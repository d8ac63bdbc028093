#include <stdlib.h>
#include "malloc_impl.h"

void *valloc(size_t n)
{
	return __malloc_aligned(__libc.page_size, n);
}
