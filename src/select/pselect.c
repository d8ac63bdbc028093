#include <sys/select.h>
#include "syscall.h"
#include "sigmask_cp.h"

/* pselect6 takes its sixth argument as a pointer to {mask, mask size}.
   The kernel writes the time left into the timespec, which POSIX says
   pselect leaves alone: it gets a copy.  A cancellation point. */
int pselect(int n, fd_set *restrict rfds, fd_set *restrict wfds,
	    fd_set *restrict efds, const struct timespec *restrict timeout,
	    const sigset_t *restrict mask)
{
	struct timespec ts, *tp = 0;
	unsigned long km;
	unsigned long arg[2] = { 0, KSIGSET_SIZE };

	if (timeout) {
		ts = *timeout;
		tp = &ts;
	}
	if (mask) {
		km = __kmask_app(mask);
		arg[0] = (unsigned long)&km;
	}
	return __syscall_ret(__syscall_cp(SYS_pselect6, n, rfds, wfds, efds, tp, arg));
}
