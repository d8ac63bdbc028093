#include <errno.h>
#include <mqueue.h>
#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

/* sev null removes this process's registration.  SIGEV_SIGNAL and
   SIGEV_NONE go to the kernel; weft's internal signals (32, 33) are
   EINVAL.  SIGEV_THREAD needs a helper thread and is ENOTSUP until
   threads exist. */
int mq_notify(mqd_t mq, const struct sigevent *sev)
{
	if (sev) {
		switch (sev->sigev_notify) {
		case SIGEV_NONE:
			break;
		case SIGEV_SIGNAL:
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
	return __syscall_ret(__syscall(SYS_mq_notify, mq, sev));
}
