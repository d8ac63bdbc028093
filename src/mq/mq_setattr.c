#include <mqueue.h>
#include "syscall.h"

/* Only O_NONBLOCK in attr->mq_flags is applied; old (if not null)
   receives the attributes from before the change. */
int mq_setattr(mqd_t mq, const struct mq_attr *restrict attr, struct mq_attr *restrict old)
{
	return __syscall_ret(__syscall(SYS_mq_getsetattr, mq, attr, old));
}
