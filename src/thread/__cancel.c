#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include "cancel.h"
#include "signal_impl.h"
#include "stdio_impl.h"
#include "lock.h"
#include "syscall.h"

weak hidden void __unlockfile(FILE *f);

/* Cancelled inside a stdio read or write: if the stdio function took the
   stream's lock itself (held by us with no flockfile depth), give it
   back, so that a cancelled printf never leaves stdout locked.  A lock
   the application holds through flockfile stays held: its own cleanup
   handler owns the funlockfile.  The buffer is consistent already
   (__stdio_write). */
static void release_stream(struct __pthread *self)
{
	FILE *f = self->stdio_cp;

	self->stdio_cp = 0;
	if (f && __unlockfile && f->owner == self->tid && !f->lockcount)
		__unlockfile(f);
}

/* The thread stops being cancellable for good (handlers and destructors
   run uncancelled, and a second request can change nothing), then exits
   as pthread_exit(PTHREAD_CANCELED) does. */
hidden _Noreturn void __cancel_act(void)
{
	struct __pthread *self = __self();

	self->cancel_disable = 1;
	self->cancel_async = 0;
	release_stream(self);
	pthread_exit(PTHREAD_CANCELED);
}

/*
 * Back from a cancellable system call with __CP_ACT (the handler sent the
 * thread to act) or with EINTR.  EINTR comes back when a request arrives
 * while a call that the kernel does not restart (poll, nanosleep,
 * pause...) blocks: nothing was done, so the request is acted on now.
 * close is the exception: Linux has released the descriptor even then,
 * and a cancelled close promises it did not (docs/cancellation.md).
 */
static void cancel_slow(long r, long nr)
{
	if (r == __CP_ACT || (nr != SYS_close && __cancel_due(__self())))
		__cancel_act();
}

extern hidden const struct __cp_site __start_weft_cp_sites[], __stop_weft_cp_sites[];

/* The act label of the cancellable call site pc is in, or 0. */
static uintptr_t site_of(uintptr_t pc)
{
	for (const struct __cp_site *s = __start_weft_cp_sites; s < __stop_weft_cp_sites; s++) {
		uintptr_t begin = (uintptr_t)&s->begin + s->begin;
		uintptr_t end = (uintptr_t)&s->end + s->end;
		if (pc >= begin && pc < end)
			return (uintptr_t)&s->act + s->act;
	}
	return 0;
}

/*
 * The cancel signal arrives once per request (pthread_cancel sends it only
 * when it sets the flag).  Where the thread stands decides:
 *  - cancellation disabled: nothing now; re-enabling and the next point
 *    see the flag;
 *  - asynchronous type: act here, with the interrupted context's mask;
 *  - inside a cancellable call site before its system call has completed:
 *    resume at the site's act label instead, so the call is never made or
 *    never restarted;
 *  - anywhere else: the next cancellation point tests the flag before its
 *    call.  But the context interrupted may be another signal handler that
 *    itself interrupted a blocking call, and that call would restart with
 *    no signal left to break it.  So the signal is raised again and left
 *    blocked in the interrupted context's mask: it stays pending until a
 *    sigreturn restores a mask without it, i.e. until that outer context
 *    resumes, and then lands inside its call site if it was there.
 */
static void on_cancel_signal(int sig, siginfo_t *si, void *ctx)
{
	struct __pthread *self = __self();
	struct __ksigctx *uc = ctx;
	uintptr_t act;

	(void)sig;
	(void)si;
	if (!__cancel_due(self))
		return;
	if (self->cancel_async) {
		__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &uc->sigmask, 0, KSIGSET_SIZE);
		__cancel_act();
	}
	if ((act = site_of(uc->regs[KSIGCTX_PC]))) {
		uc->regs[KSIGCTX_PC] = act;
		return;
	}
	uc->sigmask |= 1UL << (SIGCANCEL - 1);
	__syscall(SYS_tkill, self->tid, SIGCANCEL);
}

/* Installing twice is harmless (the same action), so racing first
   cancellers need no lock.  The handler runs with every signal blocked:
   nothing nests inside it.  SA_RESTART keeps the signal from cutting
   short system calls that are not cancellation points. */
hidden void __cancel_init(void)
{
	static volatile int installed;
	struct k_sigaction ka = {
		.handler = (void (*)(int))(void (*)(void))on_cancel_signal,
		.flags = SA_SIGINFO | SA_RESTART | KSA_RESTORER_FLAG,
		KSA_RESTORER_INIT
		KSA_MASK_INIT(-1UL),
	};

	if (installed)
		return;
	__libc.cancel_slow = cancel_slow;
	__syscall(SYS_rt_sigaction, SIGCANCEL, &ka, 0, KSIGSET_SIZE);
	installed = 1;
}
