#include <poll.h>
#include "syscall.h"

/* A cancellation point.  Archs without poll use ppoll with the timeout
   in milliseconds turned into a timespec (negative: wait for ever). */
int poll(struct pollfd *fds, nfds_t n, int timeout)
{
#ifdef SYS_poll
	return __syscall_ret(__syscall_cp(SYS_poll, fds, n, timeout));
#else
	struct timespec ts = { timeout / 1000, timeout % 1000 * 1000000L };
	return __syscall_ret(__syscall_cp(SYS_ppoll, fds, n, timeout >= 0 ? &ts : 0, 0, 0));
#endif
}
