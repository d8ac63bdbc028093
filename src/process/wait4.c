#define _DEFAULT_SOURCE
#include <sys/wait.h>
#include <sys/resource.h>
#include "syscall.h"

pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru)
{
	return __syscall_ret(__syscall_cp(SYS_wait4, pid, status, options, ru));
}
