#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

/* Waits for a signal with mask in place; always -1 with EINTR once a
   handler has run.  A cancellation point. */
int sigsuspend(const sigset_t *mask)
{
	unsigned long k = __kset(mask) & ~INTERNAL_SIGMASK;

	return __syscall_ret(__syscall_cp(SYS_rt_sigsuspend, &k, KSIGSET_SIZE));
}
