#include <errno.h>
#include <mqueue.h>
#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

/* sev null removes this process's registration.  SIGEV_SIGNAL and
   SIGEV_NONE go to the kernel; weft's internal signals (32, 33) are
   EINVAL.  SIGEV_THREAD needs a helper thread and is not
   implemented yet: ENOTSUP. */
int mq_notify(mqd_t mq, const struct sigevent *sev)
{
	if (sev) {
		int e = __sigevent_check(sev, 0);
		if (e) {
			errno = e;
			return -1;
		}
	}
	return __syscall_ret(__syscall(SYS_mq_notify, mq, sev));
}
