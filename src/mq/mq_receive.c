#include <mqueue.h>
#include "syscall.h"

/* Blocks on an empty queue unless O_NONBLOCK: a cancellation point. */
ssize_t mq_receive(mqd_t mq, char *msg, size_t len, unsigned *prio)
{
	return __syscall_ret(__syscall_cp(SYS_mq_timedreceive, mq, msg, len, prio, 0));
}
