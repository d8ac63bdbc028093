#include <sys/file.h>
#include "syscall.h"

int flock(int fd, int operation)
{
	return __syscall_ret(__syscall(SYS_flock, fd, operation));
}
