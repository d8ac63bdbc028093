#include <sys/socket.h>
#include "syscall.h"

int setsockopt(int fd, int level, int name, const void *val, socklen_t len)
{
	return __syscall_ret(__syscall(SYS_setsockopt, fd, level, name, val, len));
}
