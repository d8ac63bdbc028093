#include "obstack_impl.h"

/* The function behind the macro, for callers that take its address or
   #undef it. */
#undef obstack_free
void obstack_free(struct obstack *h, void *obj)
{
	_obstack_free(h, obj);
}
