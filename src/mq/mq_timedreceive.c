#include <mqueue.h>
#include "syscall.h"

/* abstime is on CLOCK_REALTIME; a cancellation point. */
ssize_t mq_timedreceive(mqd_t mq, char *restrict msg, size_t len,
			unsigned *restrict prio, const struct timespec *restrict abstime)
{
	return __syscall_ret(__syscall_cp(SYS_mq_timedreceive, mq, msg, len, prio, abstime));
}
