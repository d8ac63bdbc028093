#include "fenv_arch.h"

/* Setting the flags directly, not by arithmetic, raises no extra inexact
   with overflow or underflow.  No trap is enabled on these archs. */
int feraiseexcept(int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
	if (e)
		__fe_set_flags(__fe_flags() | e);
	return 0;
}
