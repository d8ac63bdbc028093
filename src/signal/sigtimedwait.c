#include <errno.h>
#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

/* Waits until a signal in set is pending and takes it; EAGAIN when the
   timeout expires, EINTR when another signal's handler ran.  A
   cancellation point.  A signal sent by raise or pthread_kill (tkill,
   SI_TKILL to the kernel) is reported as SI_USER, as POSIX has raise
   send it like kill and as glibc reports it here. */
int sigtimedwait(const sigset_t *restrict set, siginfo_t *restrict info,
		 const struct timespec *restrict timeout)
{
	unsigned long k = __kset(set) & ~INTERNAL_SIGMASK;
	long r = __syscall_cp(SYS_rt_sigtimedwait, &k, info, timeout, KSIGSET_SIZE);

	if (r > 0 && info && info->si_code == SI_TKILL)
		info->si_code = SI_USER;
	return __syscall_ret(r);
}
