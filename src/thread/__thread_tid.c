#include "lock.h"
#include "signal_impl.h"
#include "syscall.h"
#include "pthread_impl.h"

/*
 * The one place that reads another thread's tid for a system call (see
 * docs/threads.md, lifetime).  pthread_exit sets t->dead under t->killlock
 * before its tid can go stale (cleared to 0 by the kernel, which then
 * means "the caller" to sched_* calls, or reused by an unrelated thread),
 * so while we hold that lock and see dead == 0 the tid names t and no one
 * else.
 *
 * Every signal is blocked while the lock is held: pthread_kill is
 * async-signal-safe, and a handler interrupting this thread while it holds
 * t's lock must not find the lock taken by the code it interrupted.  The
 * calling thread itself is alive by definition; its tid needs no lock.
 */
hidden int __tid_lock(struct __pthread *t, unsigned long *mask)
{
	unsigned long all = -1UL;
	int tid;

	if (t == __self())
		return t->tid;
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, mask, KSIGSET_SIZE);
	if ((tid = __tid_hold(t)))
		return tid;
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, mask, 0, KSIGSET_SIZE);
	return 0;
}

hidden void __tid_unlock(struct __pthread *t, const unsigned long *mask)
{
	if (t == __self())
		return;
	__tid_release(t);
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, mask, 0, KSIGSET_SIZE);
}

/* The same for a caller that already has every signal blocked (it holds
   the thread list lock too, say): one mask change instead of two. */
hidden int __tid_hold(struct __pthread *t)
{
	int tid;

	__lock(&t->killlock);
	if (!t->dead && (tid = t->tid))
		return tid;
	__unlock(&t->killlock);
	return 0;
}

hidden void __tid_release(struct __pthread *t)
{
	__unlock(&t->killlock);
}
