#include <signal.h>
#include <stdlib.h>
#include "ksigaction.h"
#include "syscall.h"

/*
 * Raises SIGABRT; if a handler returns or the signal is blocked or ignored,
 * forces the default action, as POSIX requires.  Async-signal-safe.
 */
_Noreturn void abort(void)
{
	struct k_sigaction dfl = { 0 };
	unsigned long all = -1UL, abrt = 1UL << (SIGABRT - 1);

	raise(SIGABRT);

	/* A handler returned.  Block everything so no other handler runs, make
	   the action the default one, then let SIGABRT through alone. */
	__syscall(SYS_rt_sigprocmask, 0 /* SIG_BLOCK */, &all, 0, sizeof all);
	dfl.handler = 0; /* SIG_DFL */
	__syscall(SYS_rt_sigaction, SIGABRT, &dfl, 0, sizeof dfl.mask);
	__syscall(SYS_tkill, __syscall(SYS_gettid), SIGABRT);
	__syscall(SYS_rt_sigprocmask, 1 /* SIG_UNBLOCK */, &abrt, 0, sizeof abrt);

	/* Unreachable unless the kernel refused: still never return. */
	for (;;)
		__syscall(SYS_exit_group, 127);
}
