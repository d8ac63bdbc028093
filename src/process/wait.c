#include <sys/wait.h>
#include "syscall.h"

pid_t wait(int *status)
{
	return __syscall_ret(__syscall_cp(SYS_wait4, -1, status, 0, 0));
}
