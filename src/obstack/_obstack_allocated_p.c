#include "obstack_impl.h"

/* Whether obj lies in one of the obstack's chunks. */
int _obstack_allocated_p(struct obstack *h, void *obj)
{
	struct _obstack_chunk *c;
	char *o = obj;

	for (c = h->chunk; c; c = c->prev)
		if (o > (char *)c && o <= c->limit)
			return 1;
	return 0;
}
