#include <signal.h>
#include "signal_impl.h"

/* BSD: blocks the signals set in mask (bit sig-1, so signals 1 to 32) and
   returns the previous mask in the same form. */
int sigblock(int mask)
{
	return __sigmask_bits(SIG_BLOCK, mask);
}
