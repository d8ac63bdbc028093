#include <sys/resource.h>
#include "syscall.h"

int getrusage(int who, struct rusage *ru)
{
	return __syscall_ret(__syscall(SYS_getrusage, who, ru));
}
