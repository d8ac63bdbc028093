#include <errno.h>
#include "cancel.h"

weak hidden _Noreturn void __cancel_act(void);

/* Async-cancel-safe.  Enabling is a full barrier (see pthread_cancel).
   An asynchronous thread that enables with a request pending acts at
   once; a deferred one acts at its next cancellation point. */
int pthread_setcancelstate(int state, int *old)
{
	struct __pthread *self = __self();
	int was;

	if (state != PTHREAD_CANCEL_ENABLE && state != PTHREAD_CANCEL_DISABLE)
		return EINVAL;
	if (state == PTHREAD_CANCEL_ENABLE)
		was = __atomic_exchange_n(&self->cancel_disable, 0, __ATOMIC_SEQ_CST);
	else
		was = __atomic_exchange_n(&self->cancel_disable, 1, __ATOMIC_RELAXED);
	if (old)
		*old = was ? PTHREAD_CANCEL_DISABLE : PTHREAD_CANCEL_ENABLE;
	if (self->cancel_async && __cancel_due(self))
		__cancel_act();
	return 0;
}
