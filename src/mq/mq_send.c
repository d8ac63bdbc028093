#include <mqueue.h>
#include "syscall.h"

/* Blocks on a full queue unless O_NONBLOCK: a cancellation point. */
int mq_send(mqd_t mq, const char *msg, size_t len, unsigned prio)
{
	return __syscall_ret(__syscall_cp(SYS_mq_timedsend, mq, msg, len, prio, 0));
}
