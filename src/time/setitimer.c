#include <sys/time.h>
#include "syscall.h"

int setitimer(int which, const struct itimerval *restrict value,
	      struct itimerval *restrict old)
{
	return __syscall_ret(__syscall(SYS_setitimer, which, value, old));
}
