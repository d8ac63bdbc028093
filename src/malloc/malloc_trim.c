#include <malloc.h>
#include "lock.h"
#include "malloc_impl.h"

/* Small blocks: the empty spans of the caller's heap and of orphaned
   heaps go to the pool, and every span of the pool gives its pages back
   (a segment left all free is unmapped).  Other threads' heaps are
   theirs alone: their spares stay until they release them.  Returns the
   bytes given back (the touched part of each span). */
static size_t small_trim(void)
{
	struct __mheap *h = __self()->mheap, *o;
	struct __span *s, *l;
	size_t n = 0;

	if (h)
		__malloc_drain(h);
	__lock(&__malloc_lock);
	if (h)
		__malloc_put_empties(h);
	for (o = __malloc_orphans; o; o = o->orphan_next)
		__malloc_put_empties(o);
	l = __malloc_pool_trim(0);
	__unlock(&__malloc_lock);
	for (s = l; s; s = s->next)
		n += s->dirty;
	__malloc_span_purge(l);
	return n;
}

/* Medium and large blocks: every free chunk gives back its whole pages
   now, whatever its size and age, each wholly free arena is unmapped,
   and so is every kept large mapping.  Returns the bytes given back. */
static size_t heap_trim(void)
{
	struct __lmap old[LCACHE_N];
	unsigned nold;
	size_t n;

	__lock(&__malloc_lock);
	n = __malloc_give_back(1);
	nold = __malloc_lcache_expire(old, 1);
	__unlock(&__malloc_lock);
	for (unsigned i = 0; i < nold; i++)
		n += old[i].len;
	__malloc_unmap_all(old, nold);
	return n;
}

/* Gives the system back the pages of free memory the allocator keeps for
   reuse.  pad, the room glibc leaves at the top of its sbrk heap, has
   nothing to apply to here: weft has no such heap.  1 if any memory went
   back, else 0. */
int malloc_trim(size_t pad)
{
	size_t n;

	(void)pad;
	n = small_trim();
	n += heap_trim();
	return n != 0;
}
