#include <sys/resource.h>
#include "syscall.h"
#include "libc.h"

/* Per process in Linux already (the limits are shared by all threads). */
int setrlimit(int resource, const struct rlimit *rl)
{
	return __syscall_ret(__syscall(SYS_prlimit64, 0, resource, rl, 0));
}

weak_alias(setrlimit, setrlimit64);
