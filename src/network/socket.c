#include <sys/socket.h>
#include "syscall.h"

int socket(int domain, int type, int protocol)
{
	return __syscall_ret(__syscall(SYS_socket, domain, type, protocol));
}
