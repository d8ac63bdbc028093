#include <signal.h>

/* XSI sigset: SIG_HOLD blocks sig; any other disposition unblocks it and
   installs the handler.  Returns SIG_HOLD if sig was blocked before. */
void (*sigset(int sig, void (*handler)(int)))(int)
{
	struct sigaction sa = { .sa_handler = handler }, old;
	sigset_t set, oldmask;

	sigemptyset(&set);
	if (sigaddset(&set, sig) < 0)
		return SIG_ERR;
	if (handler == SIG_HOLD) {
		if (sigaction(sig, 0, &old) < 0 || sigprocmask(SIG_BLOCK, &set, &oldmask) < 0)
			return SIG_ERR;
	} else {
		if (sigaction(sig, &sa, &old) < 0 || sigprocmask(SIG_UNBLOCK, &set, &oldmask) < 0)
			return SIG_ERR;
	}
	return sigismember(&oldmask, sig) ? SIG_HOLD : old.sa_handler;
}
