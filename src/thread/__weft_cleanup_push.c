#include "pthread_impl.h"

/* The record lives in the block pthread_cleanup_push opened in the
   caller's frame; pthread_exit and acting on a cancellation run the list
   from its head, and pthread_cleanup_pop unlinks inline through __head. */
void __weft_cleanup_push(struct __weft_cleanup *rec)
{
	struct __pthread *self = __self();

	rec->__head = &self->cleanup;
	rec->__outer = self->cleanup;
	self->cleanup = rec;
}
