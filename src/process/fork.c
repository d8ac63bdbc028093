#include <signal.h>
#include <unistd.h>
#include "pthread_impl.h"
#include "syscall.h"

/* The child has a new kernel thread id: record it in the descriptor,
   since nothing may rely on a stale tid (DESIGN §4: tid is not pid). */
pid_t fork(void)
{
	long r;

#ifdef SYS_fork
	r = __syscall(SYS_fork);
#else
	r = __syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
#endif
	if (r == 0)
		__self()->tid = __syscall(SYS_gettid);
	return __syscall_ret(r);
}
