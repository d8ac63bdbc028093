#include "pthread_impl.h"

/* The record lives in the block pthread_cleanup_push opened in the
   caller's frame; pthread_exit and acting on a cancellation run the list
   from its head.  The caller keeps the returned outer record in a
   register for pthread_cleanup_pop, which unlinks through __head. */
struct __weft_cleanup *__weft_cleanup_push(struct __weft_cleanup *rec,
					   void (*fn)(void *), void *arg)
{
	struct __pthread *self = __self();
	struct __weft_cleanup *outer = self->cleanup;

	rec->__head = &self->cleanup;
	rec->__outer = outer;
	rec->__fn = fn;
	rec->__arg = arg;
	self->cleanup = rec;
	return outer;
}
