#include "pthread_impl.h"

/* The record lives in the caller's frame (pthread_cleanup_push's block);
   pthread_exit and cancellation run the list from the innermost record. */
void _pthread_cleanup_push(struct __ptcb *cb, void (*f)(void *), void *x)
{
	struct __pthread *self = __self();

	cb->__f = f;
	cb->__x = x;
	cb->__next = self->cleanup;
	self->cleanup = cb;
}
