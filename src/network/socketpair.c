#include <sys/socket.h>
#include "syscall.h"

int socketpair(int domain, int type, int protocol, int sv[2])
{
	return __syscall_ret(__syscall(SYS_socketpair, domain, type, protocol, sv));
}
