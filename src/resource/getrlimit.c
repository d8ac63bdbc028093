#include <sys/resource.h>
#include "syscall.h"
#include "libc.h"

int getrlimit(int resource, struct rlimit *rl)
{
	return __syscall_ret(__syscall(SYS_prlimit64, 0, resource, 0, rl));
}

weak_alias(getrlimit, getrlimit64);
