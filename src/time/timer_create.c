#include <errno.h>
#include <signal.h>
#include <time.h>
#include "signal_impl.h"
#include "syscall.h"
#include "time_impl.h"

/* Kernel POSIX timers.  timer_t holds the kernel's timer id itself (ids
   are small non-negative ints), so the other timer_* calls pass it
   straight through.  SIGEV_THREAD needs a helper thread and is not
   implemented yet: ENOTSUP.  weft's internal signals cannot
   be a timer's notification. */
int timer_create(clockid_t clk, struct sigevent *restrict sev, timer_t *restrict timerid)
{
	int id;
	long r;

	if (sev) {
		int e = __sigevent_check(sev, 1);
		if (e) {
			errno = e;
			return -1;
		}
	}
	r = __syscall(SYS_timer_create, clk, sev, &id);
	if (r)
		return __syscall_ret(r);
	*timerid = __timer_from_id(id);
	return 0;
}
