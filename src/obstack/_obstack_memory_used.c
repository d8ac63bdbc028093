#include "obstack_impl.h"

/* The bytes of all chunks, headers included. */
unsigned int _obstack_memory_used(struct obstack *h)
{
	struct _obstack_chunk *c;
	unsigned long total = 0;

	for (c = h->chunk; c; c = c->prev)
		total += c->limit - (char *)c;
	return total;
}
