#include <sys/socket.h>
#include "syscall.h"

int shutdown(int fd, int how)
{
	return __syscall_ret(__syscall(SYS_shutdown, fd, how));
}
