#include <stdlib.h>
#include "obstack_impl.h"

/* Gives back the chunks allocated after the one holding obj, and makes
   obj the start of the growing object.  A null obj gives back every
   chunk; an obj from no chunk of this obstack is a caller's bug that
   would corrupt it: abort. */
void _obstack_free(struct obstack *h, void *obj)
{
	struct _obstack_chunk *c = h->chunk, *prev;
	char *o = obj;

	while (c && (o <= (char *)c || o > c->limit)) {
		prev = c->prev;
		__obstack_chunk_put(h, c);
		c = prev;
		/* What is left of the chunk now in use is not known to hold
		   only the growing object. */
		h->maybe_empty_object = 1;
	}
	if (c) {
		h->chunk = c;
		h->chunk_limit = c->limit;
		h->object_base = h->next_free = o;
	} else {
		if (o)
			abort();
		h->chunk = 0;
		h->chunk_limit = h->object_base = h->next_free = 0;
	}
}
