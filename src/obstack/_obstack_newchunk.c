#include <string.h>
#include "obstack_impl.h"

/* Moves the growing object to a new chunk with room for n more bytes.
   The old chunk is given back when that object was all it held. */
void _obstack_newchunk(struct obstack *h, unsigned int n)
{
	struct _obstack_chunk *old = h->chunk, *c;
	size_t have = h->next_free - h->object_base;
	size_t need = __OBSTACK_HEAD + h->alignment_mask + have + n;
	/* An eighth more than asked, so an object grown byte by byte does not
	   move at every chunk's end. */
	size_t size = need + have / 8 + 64;
	char *base;

	if (need < have || size < need)
		__obstack_out_of_memory();
	if (size < h->chunk_size)
		size = h->chunk_size;
	c = __obstack_chunk_get(h, size);
	if (!c)
		__obstack_out_of_memory();
	c->limit = (char *)c + size;
	c->prev = old;
	base = __obstack_first(h, c);
	memcpy(base, h->object_base, have);
	if (!h->maybe_empty_object && h->object_base == __obstack_first(h, old)) {
		c->prev = old->prev;
		__obstack_chunk_put(h, old);
	}
	h->chunk = c;
	h->chunk_limit = c->limit;
	h->object_base = base;
	h->next_free = base + have;
	h->maybe_empty_object = 0;
}
