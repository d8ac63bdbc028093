#include <malloc.h>
#include "malloc_impl.h"

/* Gives the system back the pages of free memory the allocator keeps for
   reuse: see __malloc_small_trim and __malloc_heap_trim.  pad, the room
   glibc leaves at the top of its sbrk heap, has nothing to apply to here:
   weft has no such heap.  1 if any memory went back, else 0. */
int malloc_trim(size_t pad)
{
	size_t n;

	(void)pad;
	n = __malloc_small_trim();
	n += __malloc_heap_trim();
	return n != 0;
}
