#include <stddef.h>
#include "obstack_impl.h"

/* A page less what malloc keeps for itself: a chunk is then one page. */
#define DEFAULT_CHUNK (4096 - 4 * sizeof(void *))

hidden int __obstack_setup(struct obstack *h, unsigned int size, unsigned int align)
{
	struct _obstack_chunk *c;

	/* The default lets an object hold any type, as malloc's blocks do. */
	if (!align)
		align = _Alignof(max_align_t);
	if (!size)
		size = DEFAULT_CHUNK;
	/* A chunk too small for its header and one aligned byte would have
	   its first object start past its end. */
	if (size < __OBSTACK_HEAD + align)
		size = __OBSTACK_HEAD + align;
	h->chunk_size = size;
	h->alignment_mask = align - 1;
	h->maybe_empty_object = 0;
	h->alloc_failed = 0;
	c = __obstack_chunk_get(h, size);
	if (!c)
		__obstack_out_of_memory();
	c->prev = 0;
	c->limit = (char *)c + size;
	h->chunk = c;
	h->chunk_limit = c->limit;
	h->object_base = h->next_free = __obstack_first(h, c);
	return 1;
}
