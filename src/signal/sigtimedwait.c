#include <errno.h>
#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

/* Waits until a signal in set is pending and takes it; EAGAIN when the
   timeout expires, EINTR when another signal's handler ran.  A
   cancellation point. */
int sigtimedwait(const sigset_t *restrict set, siginfo_t *restrict info,
		 const struct timespec *restrict timeout)
{
	unsigned long k = __kset(set) & ~INTERNAL_SIGMASK;

	return __syscall_ret(__syscall_cp(SYS_rt_sigtimedwait, &k, info, timeout, KSIGSET_SIZE));
}
