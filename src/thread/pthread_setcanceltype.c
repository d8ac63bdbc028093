#include <errno.h>
#include "cancel.h"

weak hidden _Noreturn void __cancel_act(void);

/* Async-cancel-safe.  Switching to the asynchronous type with a request
   pending and cancellation enabled acts at once. */
int pthread_setcanceltype(int type, int *old)
{
	struct __pthread *self = __self();
	int was = self->cancel_async;

	if (type != PTHREAD_CANCEL_DEFERRED && type != PTHREAD_CANCEL_ASYNCHRONOUS)
		return EINVAL;
	self->cancel_async = type == PTHREAD_CANCEL_ASYNCHRONOUS;
	if (old)
		*old = was ? PTHREAD_CANCEL_ASYNCHRONOUS : PTHREAD_CANCEL_DEFERRED;
	if (self->cancel_async && __cancel_due(self))
		__cancel_act();
	return 0;
}
