#include <signal.h>

/* BSD: blocks the signals set in mask (bit sig-1, so signals 1 to 32) and
   returns the previous mask in the same form. */
int sigblock(int mask)
{
	sigset_t set, old;
	int sig, r = 0;

	sigemptyset(&set);
	for (sig = 1; sig <= 32; sig++)
		if ((unsigned)mask >> (sig - 1) & 1)
			sigaddset(&set, sig);	/* fails only for weft's own signals */
	if (sigprocmask(SIG_BLOCK, &set, &old) < 0)
		return -1;
	for (sig = 1; sig <= 32; sig++)
		if (sigismember(&old, sig) == 1)
			r |= (int)(1u << (sig - 1));
	return r;
}
