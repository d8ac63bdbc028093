#include <sys/socket.h>
#include "syscall.h"

int listen(int fd, int backlog)
{
	return __syscall_ret(__syscall(SYS_listen, fd, backlog));
}
