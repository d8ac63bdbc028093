#include "pthread_impl.h"

void _pthread_cleanup_pop(struct __ptcb *cb, int run)
{
	__self()->cleanup = cb->__next;
	if (run)
		cb->__f(cb->__x);
}
