#include <signal.h>
#include "signal_impl.h"
#include "syscall.h"

int sigpending(sigset_t *set)
{
	unsigned long k = 0;
	long r = __syscall(SYS_rt_sigpending, &k, KSIGSET_SIZE);

	if (r < 0)
		return __syscall_ret(r);
	sigemptyset(set);
	set->__bits[0] = k & ~INTERNAL_SIGMASK;
	return 0;
}
