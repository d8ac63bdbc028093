#include <errno.h>
#include <time.h>
#include "syscall.h"

/* Returns an error number, not -1/errno (POSIX).  Relative sleeps that a
   signal handler interrupts return EINTR with the unslept time in rem;
   TIMER_ABSTIME sleeps are restarted by the caller with the same deadline.
   The thread CPU-time clock cannot be slept on (EINVAL).  A cancellation
   point. */
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
		    struct timespec *rem)
{
	if (clk == CLOCK_THREAD_CPUTIME_ID)
		return EINVAL;
	return -__syscall_cp(SYS_clock_nanosleep, clk, flags, req, rem);
}
