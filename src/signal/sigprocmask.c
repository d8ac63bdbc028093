#include <errno.h>
#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

/* Changes the calling thread's signal mask.  weft's internal signals can
   never be blocked: they are removed from any set passed in. */
int sigprocmask(int how, const sigset_t *restrict set, sigset_t *restrict old)
{
	unsigned long k, kold = 0;
	long r;

	if (set) {
		if ((unsigned)how > SIG_SETMASK) {
			errno = EINVAL;
			return -1;
		}
		k = __kset(set);
		if (how != SIG_UNBLOCK)
			k &= ~INTERNAL_SIGMASK;
	}
	r = __syscall(SYS_rt_sigprocmask, how, set ? &k : 0, old ? &kold : 0, KSIGSET_SIZE);
	if (r < 0)
		return __syscall_ret(r);
	if (old) {
		sigemptyset(old);
		/* The cancel signal may sit blocked while a request waits
		   for the next cancellation point (docs/cancellation.md). */
		old->__bits[0] = kold & ~INTERNAL_SIGMASK;
	}
	return 0;
}
