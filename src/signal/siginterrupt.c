#include <signal.h>

/* flag != 0: sig interrupts system calls; 0: they restart. */
int siginterrupt(int sig, int flag)
{
	struct sigaction sa;

	if (sigaction(sig, 0, &sa) < 0)
		return -1;
	if (flag)
		sa.sa_flags &= ~SA_RESTART;
	else
		sa.sa_flags |= SA_RESTART;
	return sigaction(sig, &sa, 0);
}
