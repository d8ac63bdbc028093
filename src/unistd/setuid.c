#include <unistd.h>
#include "syscall.h"

int setuid(uid_t uid)
{
	return __syscall_ret(__syscall(SYS_setuid, uid));
}
