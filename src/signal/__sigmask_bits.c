#include <signal.h>
#include "signal_impl.h"

/* The BSD mask calls' common part: the mask in their int form (bit
   sig-1 for signals 1 to 32) goes to sigprocmask with how, and the
   previous mask comes back in the same form, or -1. */
hidden int __sigmask_bits(int how, int mask)
{
	sigset_t set, old;
	int sig, r = 0;

	sigemptyset(&set);
	for (sig = 1; sig <= 32; sig++)
		if ((unsigned)mask >> (sig - 1) & 1)
			sigaddset(&set, sig);	/* fails only for weft's own signals */
	if (sigprocmask(how, &set, &old) < 0)
		return -1;
	for (sig = 1; sig <= 32; sig++)
		if (sigismember(&old, sig) == 1)
			r |= (int)(1u << (sig - 1));
	return r;
}
