#include <unistd.h>
#include "pthread_impl.h"
#include "signal_impl.h"
#include "syscall.h"

/* A thread with a cancel request pending may hold the cancel signal
   blocked, and pending (docs/cancellation.md): the new program must
   inherit neither.  pthread_cancel sends it only once per thread, so
   none can arrive after the drain. */
int execve(const char *path, char *const argv[], char *const envp[])
{
	if (__self()->cancel) {
		unsigned long m = 1UL << (SIGCANCEL - 1);
		struct timespec zero = { 0, 0 };

		__syscall(SYS_rt_sigtimedwait, &m, 0, &zero, KSIGSET_SIZE);
		__syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &m, 0, KSIGSET_SIZE);
	}
	return __syscall_ret(__syscall(SYS_execve, path, argv, envp));
}
