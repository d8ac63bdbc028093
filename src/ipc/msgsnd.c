#include <sys/msg.h>
#include "syscall.h"

/* May block on a full queue: a cancellation point. */
int msgsnd(int id, const void *msg, size_t size, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_msgsnd, id, msg, size, flags));
}
