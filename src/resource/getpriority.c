#include <sys/resource.h>
#include "syscall.h"

/* The kernel returns 20 - nice so that its result is never negative;
   -1 is a valid answer, so callers clear errno first (POSIX). */
int getpriority(int which, id_t who)
{
	long r = __syscall(SYS_getpriority, which, who);

	if (r < 0)
		return __syscall_ret(r);
	return 20 - (int)r;
}
