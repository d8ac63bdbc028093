#include <errno.h>
#include <signal.h>
#include "lock.h"
#include "signal_impl.h"
#include "syscall.h"
#include "thread_mem.h"

/*
 * A thread id is valid from creation until it is joined (or, detached,
 * until the thread ends): valid means on the thread list.  The target's
 * tid lock is taken before the list lock is let go: an exiting thread
 * takes that lock before it can be reaped or free itself, so the
 * descriptor stays while we hold it, and the tid under it was not reused
 * by an unrelated thread.  The list lock is not held across the signal:
 * the woken thread often signals straight back and would wait for it.
 * A listed thread that has already exited is still a valid id (POSIX
 * 2024): 0, and the signal goes nowhere, as it would if it arrived just
 * after the thread ended.
 *
 * Async-signal-safe: every signal but SIGSYNCCALL (whose handler takes
 * no lock) is blocked while the locks are held,
 * so a handler on this thread never finds them taken by the code it
 * interrupted.
 */
int pthread_kill(pthread_t id, int sig)
{
	struct __pthread *t = (struct __pthread *)id, *self = __self();
	/* Every signal but the set*id broadcast's: its caller holds the
	   list lock and waits for each thread to answer (docs/setid.md). */
	unsigned long all = ~(1UL << (SIGSYNCCALL - 1)), mask;
	int tid, listed;
	long r = 0;

	if ((sig && !__sig_valid(sig)) || __sig_internal(sig))
		return EINVAL;
	if (t == self)
		return sig ? (int)-__syscall(SYS_tkill, self->tid, sig) : 0;
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &mask, KSIGSET_SIZE);
	__lock(&__thread_list_lock);
	listed = __thread_listed(t);
	tid = listed && sig ? __tid_hold(t) : 0;
	__unlock(&__thread_list_lock);
	if (tid) {
		r = __syscall(SYS_tkill, tid, sig);
		__tid_release(t);
	}
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &mask, 0, KSIGSET_SIZE);
	if (!listed)
		return ESRCH;
	return (int)-r;
}
