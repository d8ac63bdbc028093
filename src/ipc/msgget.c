#include <sys/msg.h>
#include "syscall.h"

int msgget(key_t key, int flags)
{
	return __syscall_ret(__syscall(SYS_msgget, key, flags));
}
