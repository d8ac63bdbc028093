#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "syscall.h"

/* Sends sig with a value to process pid (si_code SI_QUEUE). */
int sigqueue(pid_t pid, int sig, const union sigval value)
{
	siginfo_t si;

	memset(&si, 0, sizeof si);
	si.si_signo = sig;
	si.si_code = SI_QUEUE;
	si.si_pid = getpid();
	si.si_uid = getuid();
	si.si_value = value;
	return __syscall_ret(__syscall(SYS_rt_sigqueueinfo, pid, sig, &si));
}
