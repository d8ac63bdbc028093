#include <errno.h>
#include "cancel.h"
#include "lock.h"
#include "signal_impl.h"
#include "syscall.h"
#include "thread_mem.h"

/*
 * Sets the request (once: a second request changes nothing) and, unless
 * the target has cancellation disabled, sends the cancel signal so that a
 * thread blocked at a cancellation point wakes to act on it.  The flag is
 * set before the target's state is read, and the target re-enables with
 * a full barrier before its next point reads the flag: one of the two
 * sees the other, so skipping the signal never loses the request.  A
 * thread that has exited but is not yet joined is still a valid id: 0.
 */
int pthread_cancel(pthread_t id)
{
	struct __pthread *t = (struct __pthread *)id, *self = __self();
	int listed;

	/* Before any request exists: a cancellation point that sees one
	   relies on the hook __cancel_init sets. */
	__cancel_init();
	if (t == self) {
		__atomic_store_n(&self->cancel, 1, __ATOMIC_SEQ_CST);
		if (self->cancel_async && !self->cancel_disable)
			__cancel_act();
		return 0;
	}
	__lock(&__thread_list_lock);
	listed = __thread_listed(t);
	__unlock(&__thread_list_lock);
	if (!listed)
		return ESRCH;
	if (__atomic_exchange_n(&t->cancel, 1, __ATOMIC_SEQ_CST))
		return 0;
	if (!__atomic_load_n(&t->cancel_disable, __ATOMIC_SEQ_CST))
		__thread_syscall(t, SYS_tkill, SIGCANCEL, 0, 0);
	return 0;
}
