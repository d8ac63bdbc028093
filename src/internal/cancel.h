/*
 * Cancellation inside the library (docs/cancellation.md).  Everything
 * here is linked only into programs that reference pthread_cancel: other
 * code reaches it through weak references, which stay null otherwise.
 */
#ifndef _WEFT_CANCEL_H
#define _WEFT_CANCEL_H

#include "pthread_impl.h"

/* One cancellable system-call site (__syscall_cp_asm): each field holds
   the distance from its own address to a label, so the table needs no
   relocation.  [begin, end) covers the request test and the syscall
   instruction; act is where a thread sent to act on a request resumes. */
struct __cp_site {
	int begin, end, act;
};

/* Act on the pending request: run the cleanup handlers, then the TSD
   destructors, and end the thread with PTHREAD_CANCELED. */
hidden _Noreturn void __cancel_act(void);

/* Installs the handler of the cancel signal (once per process). */
hidden void __cancel_init(void);

/* Whether the calling thread would act on a request at a cancellation
   point now. */
static inline int __cancel_due(const struct __pthread *self)
{
	return self->cancel == 1 && !self->cancel_disable;
}

/* For a required cancellation point that can return without entering
   the kernel (a unit already there, a thread already gone): POSIX wants
   a pending request acted on all the same, before the call does anything.
   While no request is counted this is one load of a global; with one,
   __libc.cancel_slow (set before any request is counted) acts if it is
   this thread's and enabled.  -1 is no system call number. */
static inline void __cancel_point(void)
{
	void (*slow)(long, long);

	if (__libc.cancel_pending && (slow = __libc.cancel_slow))
		slow(0, -1);
}

/* Library code that calls cancellation points but must not be one
   itself (it would leave shared state half-changed) turns cancellation
   off around them: no request is acted on in between, and none is lost.
   Re-enabling is a full barrier, as pthread_setcancelstate's is, so that
   a canceller that saw the thread disabled (and sent no signal) is seen
   by the next cancellation point. */
static inline int __cancel_off(void)
{
	struct __pthread *self = __self();
	int old = self->cancel_disable;

	self->cancel_disable = 1;
	return old;
}

static inline void __cancel_restore(int old)
{
	if (!old)
		__atomic_store_n(&__self()->cancel_disable, 0, __ATOMIC_SEQ_CST);
}

#endif
