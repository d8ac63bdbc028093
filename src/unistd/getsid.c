#include <unistd.h>
#include "syscall.h"

pid_t getsid(pid_t pid)
{
	return __syscall_ret(__syscall(SYS_getsid, pid));
}
