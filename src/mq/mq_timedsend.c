#include <mqueue.h>
#include "syscall.h"

/* abstime is on CLOCK_REALTIME; a cancellation point. */
int mq_timedsend(mqd_t mq, const char *msg, size_t len, unsigned prio,
		 const struct timespec *restrict abstime)
{
	return __syscall_ret(__syscall_cp(SYS_mq_timedsend, mq, msg, len, prio, abstime));
}
