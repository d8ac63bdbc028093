#include <unistd.h>
#include "syscall.h"

pid_t getpgid(pid_t pid)
{
	return __syscall_ret(__syscall(SYS_getpgid, pid));
}
