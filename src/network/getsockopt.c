#include <sys/socket.h>
#include "syscall.h"

int getsockopt(int fd, int level, int name, void *restrict val, socklen_t *restrict len)
{
	return __syscall_ret(__syscall(SYS_getsockopt, fd, level, name, val, len));
}
