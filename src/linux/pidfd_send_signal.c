#define _GNU_SOURCE
#include <sys/pidfd.h>
#include "syscall.h"

int pidfd_send_signal(int pidfd, int sig, siginfo_t *info, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_pidfd_send_signal, pidfd, sig, info, flags));
}
