#include <errno.h>
#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

/* Sends sig to the calling thread.  Its tid comes from the kernel, not
   the descriptor: in a vfork child the descriptor is the parent's.  No
   mask change is needed around the two calls, since weft caches no pid
   or tid that a handler (or a fork inside one) could make stale.  The
   kernel delivers a signal sent to oneself before the system call
   returns, so a handler has run by the time raise does (POSIX). */
int raise(int sig)
{
	if (__sig_internal(sig)) {
		errno = EINVAL;
		return -1;
	}
	return __syscall_ret(__syscall(SYS_tkill, __syscall(SYS_gettid), sig));
}

/* The System V name. */
weak_alias(raise, gsignal);
