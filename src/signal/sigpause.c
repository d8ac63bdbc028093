#include <signal.h>

/* XSI: removes sig from the mask and waits for a signal. */
int sigpause(int sig)
{
	sigset_t mask;

	if (sigprocmask(SIG_BLOCK, 0, &mask) < 0 || sigdelset(&mask, sig) < 0)
		return -1;
	return sigsuspend(&mask);
}
