#include <sys/time.h>
#include "syscall.h"

int getitimer(int which, struct itimerval *value)
{
	return __syscall_ret(__syscall(SYS_getitimer, which, value));
}
