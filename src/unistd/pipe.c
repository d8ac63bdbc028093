#include <unistd.h>
#include "syscall.h"

int pipe(int fds[2])
{
#ifdef SYS_pipe
	return __syscall_ret(__syscall(SYS_pipe, fds));
#else
	return __syscall_ret(__syscall(SYS_pipe2, fds, 0));
#endif
}
