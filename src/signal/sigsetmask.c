#include <signal.h>
#include "signal_impl.h"

/* BSD: the mask becomes exactly the signals set in mask (bit sig-1), as
   glibc does: any other signal, real-time ones too, is unblocked.  Returns
   the previous mask in the same form. */
int sigsetmask(int mask)
{
	return __sigmask_bits(SIG_SETMASK, mask);
}
