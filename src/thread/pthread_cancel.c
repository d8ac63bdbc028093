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
 * The request that sets the flag from 0 also counts itself in
 * __libc.cancel_pending, before any signal is sent, so that the thread's
 * next cancellation point looks at its own flag; the target takes the
 * count back when it exits (pthread_exit), and a target that has already
 * passed that point (flag 2) is not counted.
 */
static int request(struct __pthread *t)
{
	int none = 0;

	if (!__atomic_compare_exchange_n(&t->cancel, &none, 1, 0, __ATOMIC_SEQ_CST,
					 __ATOMIC_SEQ_CST))
		return 0;
	__atomic_fetch_add(&__libc.cancel_pending, 1, __ATOMIC_SEQ_CST);
	return 1;
}

int pthread_cancel(pthread_t id)
{
	struct __pthread *t = (struct __pthread *)id, *self = __self();
	int listed;

	/* Before any request exists: a cancellation point that sees one
	   relies on the hook __cancel_init sets. */
	__cancel_init();
	if (t == self) {
		if (request(self) && self->cancel_async && !self->cancel_disable)
			__cancel_act();
		return 0;
	}
	__lock(&__thread_list_lock);
	listed = __thread_listed(t);
	__unlock(&__thread_list_lock);
	if (!listed)
		return ESRCH;
	if (!request(t))
		return 0;
	/* Not under the kill lock, which would mean blocking signals around
	   it (two more system calls, 4 us of a 20 us cancel+join here).  If t
	   exits meanwhile and its tid goes to a new thread of this process
	   (tgkill reaches no other), that thread's handler finds no request
	   of its own and returns: the one trace is that a poll or nanosleep
	   it was in may return EINTR.  A tid is reused only after the kernel
	   has cycled through every other free one. */
	if (!__atomic_load_n(&t->cancel_disable, __ATOMIC_SEQ_CST)) {
		int tid = __atomic_load_n(&t->tid, __ATOMIC_RELAXED);
		if (tid)
			__syscall(SYS_tgkill, __syscall(SYS_getpid), tid, SIGCANCEL);
	}
	return 0;
}
