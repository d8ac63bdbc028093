#include "obstack_impl.h"

/* Size or align 0 picks the default.  Returns 1: a failure to get the
   first chunk goes to obstack_alloc_failed_handler. */
int _obstack_begin(struct obstack *h, unsigned int size, unsigned int align,
		   void *(*chunkfun)(size_t), void (*freefun)(void *))
{
	h->chunkfun.plain = chunkfun;
	h->freefun.plain = freefun;
	h->use_extra_arg = 0;
	return __obstack_setup(h, size, align);
}
