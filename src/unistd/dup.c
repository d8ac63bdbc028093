#include <unistd.h>
#include "syscall.h"

int dup(int fd)
{
	return __syscall_ret(__syscall(SYS_dup, fd));
}
