/*
 * Cancellation inside the library (docs/cancellation.md).  Everything
 * here is linked only into programs that reference pthread_cancel: other
 * code reaches it through weak references, which stay null otherwise.
 */
#ifndef _WEFT_CANCEL_H
#define _WEFT_CANCEL_H

#include "pthread_impl.h"

/* The cancellable system call (src/thread/<arch>/__cp_syscall.S) and the
   labels its signal handler compares the interrupted PC with. */
hidden long __cp_syscall(long nr, long a, long b, long c, long d, long e, long f);
extern hidden const char __cp_begin[], __cp_end[], __cp_cancel[];

/* The cancellable call __syscall_cp reaches when pthread_cancel is linked. */
hidden long __syscall_cp_c(long nr, long a, long b, long c, long d, long e, long f);

/* Act on the pending request: run the cleanup handlers, then the TSD
   destructors, and end the thread with PTHREAD_CANCELED. */
hidden _Noreturn void __cancel_act(void);

/* Installs the handler of the cancel signal (once per process). */
hidden void __cancel_init(void);

/* Whether the calling thread would act on a request at a cancellation
   point now. */
static inline int __cancel_due(const struct __pthread *self)
{
	return self->cancel && !self->cancel_disable;
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
