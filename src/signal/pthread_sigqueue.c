#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "lock.h"
#include "signal_impl.h"
#include "syscall.h"
#include "thread_mem.h"

/* sigqueue aimed at one thread of this process (GNU).  The id is checked
   and the tid held exactly as pthread_kill does (see there); an exited,
   unjoined thread is a valid id whose signal is lost: 0. */
int pthread_sigqueue(pthread_t id, int sig, const union sigval value)
{
	struct __pthread *t = (struct __pthread *)id, *self = __self();
	/* Every signal but the set*id broadcast's: its caller holds the
	   list lock and waits for each thread to answer (docs/setid.md). */
	unsigned long all = ~(1UL << (SIGSYNCCALL - 1)), mask;
	siginfo_t si;
	int tid, listed = 1;
	long r = 0;

	if (!__sig_valid(sig) || __sig_internal(sig))
		return EINVAL;
	memset(&si, 0, sizeof si);
	si.si_signo = sig;
	si.si_code = SI_QUEUE;
	si.si_pid = getpid();
	si.si_uid = getuid();
	si.si_value = value;
	if (t == self)
		return (int)-__syscall(SYS_rt_tgsigqueueinfo, si.si_pid, self->tid, sig, &si);
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &mask, KSIGSET_SIZE);
	__lock(&__thread_list_lock);
	listed = __thread_listed(t);
	tid = listed ? __tid_hold(t) : 0;
	__unlock(&__thread_list_lock);
	if (tid) {
		r = __syscall(SYS_rt_tgsigqueueinfo, si.si_pid, tid, sig, &si);
		__tid_release(t);
	}
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &mask, 0, KSIGSET_SIZE);
	if (!listed)
		return ESRCH;
	return (int)-r;
}
