#include <sys/msg.h>
#include "syscall.h"

/* May block on an empty queue: a cancellation point. */
ssize_t msgrcv(int id, void *msg, size_t size, long type, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_msgrcv, id, msg, size, type, flags));
}
