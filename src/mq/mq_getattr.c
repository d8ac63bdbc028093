#include <mqueue.h>
#include "syscall.h"

int mq_getattr(mqd_t mq, struct mq_attr *attr)
{
	return __syscall_ret(__syscall(SYS_mq_getsetattr, mq, 0, attr));
}
