#include <signal.h>
#include "syscall.h"

/* Sends sig to the calling thread. */
int raise(int sig)
{
	return __syscall_ret(__syscall(SYS_tkill, __syscall(SYS_gettid), sig));
}
