#include <signal.h>

/* BSD: the calling thread's mask of signals 1 to 32, bit sig-1. */
int siggetmask(void)
{
	sigset_t old;
	int sig, r = 0;

	if (sigprocmask(SIG_BLOCK, 0, &old) < 0)
		return -1;
	for (sig = 1; sig <= 32; sig++)
		if (sigismember(&old, sig) == 1)
			r |= (int)(1u << (sig - 1));
	return r;
}
