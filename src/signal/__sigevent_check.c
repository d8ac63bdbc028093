#include <errno.h>
#include <signal.h>
#include "signal_impl.h"

/* Shared by timer_create and mq_notify: 0 if the kernel can deliver sev
   or its caller (SIGEV_THREAD, served by a helper thread) can deliver
   sev as asked, else the error number.  weft's internal signals are
   EINVAL. */
hidden int __sigevent_check(const struct sigevent *sev, int allow_thread_id)
{
	switch (sev->sigev_notify) {
	case SIGEV_NONE:
		return 0;
	case SIGEV_THREAD_ID:
		if (!allow_thread_id)
			return EINVAL;
		/* fall through */
	case SIGEV_SIGNAL:
		if (!__sig_valid(sev->sigev_signo) || __sig_internal(sev->sigev_signo))
			return EINVAL;
		return 0;
	case SIGEV_THREAD:
		return 0;
	}
	return EINVAL;
}
