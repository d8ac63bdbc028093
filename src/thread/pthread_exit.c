#include <stdlib.h>
#include "futex.h"
#include "lock.h"
#include "signal_impl.h"
#include "syscall.h"
#include "thread_mem.h"

/* Present only when thread-specific data / robust mutexes are used. */
hidden void __pthread_tsd_run_dtors(void) weak;
hidden void __pthread_robust_exit(void) weak;
/* Present only when malloc is: gives the thread's heap back. */
hidden void __malloc_thread_exit(void) weak;

/* Where self-unmapping threads have the kernel clear their tid at exit. */
static volatile int tid_sink;

/*
 * Ends the calling thread: cleanup handlers (innermost first), then
 * thread-specific data destructors, then the thread stops counting as
 * live (a detached one also leaves the list).  The last live thread ends
 * the process with status 0, as if main had returned 0.  A detached
 * thread gives its own memory back: to the stack cache (reused only
 * after the kernel has cleared our tid), or by unmapping it and exiting
 * in a few instructions that use no stack.
 */
_Noreturn void pthread_exit(void *result)
{
	struct __pthread *self = __self();
	unsigned long all = -1UL, app = -1UL & ~(1UL << (SIGSYNCCALL - 1)), old;
	int state;

	/* An exiting thread is not cancelled again: cleanup handlers and
	   destructors may call cancellation points. */
	self->cancel_disable = 1;
	self->cancel_async = 0;
	/* Each record is unlinked before its handler runs, so a handler that
	   calls pthread_exit or longjmps within its own extent leaves the
	   list consistent and is never run twice. */
	while (self->cleanup) {
		struct __weft_cleanup *cb = self->cleanup;
		self->cleanup = cb->__outer;
		cb->__fn(cb->__arg);
	}
	/* tsd_used is set only by pthread_setspecific, which links the
	   destructor runner: the weak address needs no test. */
	if (self->tsd_used)
		__pthread_tsd_run_dtors();
	/* Only a thread that allocated has a heap, and then malloc, hence
	   the hook, is linked: no need to test the weak address too. */
	if (self->mheap)
		__malloc_thread_exit();
	self->result = result;
	/* From here no request counts (2: closed), and one that did is taken
	   back out of __libc.cancel_pending (see pthread_cancel). */
	if (__atomic_exchange_n(&self->cancel, 2, __ATOMIC_SEQ_CST) == 1)
		__atomic_fetch_sub(&__libc.cancel_pending, 1, __ATOMIC_RELAXED);

	/* No application handler may run in a thread that is half gone.
	   The broadcast's signal stays open while we wait for the list lock
	   (its holder may be a set*id broadcast waiting for our answer), and
	   is closed only once we are marked dead, after the lock: a system
	   call under it would keep creators and other exiting threads
	   waiting for it. */
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &app, &old, KSIGSET_SIZE);
	__lock(&__thread_list_lock);
	if (__thread_count == 1) {
		/* Last thread: the process ends normally (atexit, stdio). */
		__unlock(&__thread_list_lock);
		__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
		exit(0);
	}
	/* pthread_kill holds killlock while it uses our tid: after this no
	   one will, so the tid may go stale. */
	__lock(&self->killlock);
	self->dead = 1;
	__unlock(&self->killlock);
	__thread_count--;
	/* A joinable thread stays listed until it is joined, so its id
	   can be checked (see docs/threads.md, lifetime); a detached one
	   leaves now, as it frees itself.  Every detach_state change happens under the
	   list lock. */
	state = self->detach_state;
	if (state == DT_JOINABLE) {
		self->detach_state = DT_EXITING;
	} else if (state == DT_DETACHED) {
		self->prev->next = self->next;
		self->next->prev = self->prev;
		self->next = self->prev = self;
	}
	__unlock(&__thread_list_lock);
	/* Marked dead, we are no broadcast's target any more: its signal
	   could now only come from outside, and must not find a stack that
	   is about to be reused or unmapped.  A joinable thread's stack
	   lasts until the kernel has ended it. */
	if (state == DT_DETACHED)
		__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, 0, KSIGSET_SIZE);

	/* Robust mutexes still held are marked owner-dead now: the kernel
	   would do it at exit, but a self-unmapping thread's list head would
	   be gone by then.  robust.off is set only by the code that registers
	   a robust list, which links the hook: testing the weak address
	   instead would cost every threaded program a GOT, and with it a
	   page-aligned RELRO segment. */
	if (self->robust.off)
		__pthread_robust_exit();

	if (state == DT_DETACHED && self->map_base) {
		/* A cached mapping keeps &self->tid as the kernel's clear-tid
		   address: the cache hands the mapping out only after that
		   write (see docs/threads.md, lifetime).  A mapping we unmap
		   may be mapped again by another thread before our exit
		   reaches the kernel's write, so point the write at a word
		   that is never anything else. */
		if (!__stack_cache_put(self)) {
			__syscall(SYS_set_tid_address, &tid_sink);
			__unmapself(self->map_base, self->map_size);
		}
	}
	for (;;)
		__syscall(SYS_exit, 0);
}
