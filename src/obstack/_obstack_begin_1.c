#include "obstack_impl.h"

/* As _obstack_begin, with allocator functions that take arg first. */
int _obstack_begin_1(struct obstack *h, unsigned int size, unsigned int align,
		     void *(*chunkfun)(void *, size_t),
		     void (*freefun)(void *, void *), void *arg)
{
	h->chunkfun.extra = chunkfun;
	h->freefun.extra = freefun;
	h->extra_arg = arg;
	h->use_extra_arg = 1;
	return __obstack_setup(h, size, align);
}
