#include <errno.h>
#include <signal.h>
#include <time.h>
#include "signal_impl.h"
#include "syscall.h"
#include "time_impl.h"

/* Kernel POSIX timers.  timer_t holds the kernel's timer id itself (ids
   are small non-negative ints), so the other timer_* calls pass it
   straight through.  SIGEV_THREAD needs a helper thread and is not
   supported until threads exist: ENOTSUP.  weft's internal signals cannot
   be a timer's notification. */
int timer_create(clockid_t clk, struct sigevent *restrict sev, timer_t *restrict timerid)
{
	int id;
	long r;

	if (sev) {
		switch (sev->sigev_notify) {
		case SIGEV_NONE:
			break;
		case SIGEV_SIGNAL:
		case SIGEV_THREAD_ID:
			if (!__sig_valid(sev->sigev_signo) || __sig_internal(sev->sigev_signo)) {
				errno = EINVAL;
				return -1;
			}
			break;
		case SIGEV_THREAD:
			errno = ENOTSUP;
			return -1;
		default:
			errno = EINVAL;
			return -1;
		}
	}
	r = __syscall(SYS_timer_create, clk, sev, &id);
	if (r)
		return __syscall_ret(r);
	*timerid = __timer_from_id(id);
	return 0;
}
