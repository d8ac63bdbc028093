#define _GNU_SOURCE
#include <signal.h>
#include "syscall.h"

int tgkill(pid_t tgid, pid_t tid, int sig)
{
	return __syscall_ret(__syscall(SYS_tgkill, tgid, tid, sig));
}
