#include <sys/resource.h>
#include "syscall.h"

int setpriority(int which, id_t who, int prio)
{
	return __syscall_ret(__syscall(SYS_setpriority, which, who, prio));
}
