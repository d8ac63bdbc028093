#define _GNU_SOURCE
#include "fenv_arch.h"

/* The flags are set in the status register directly: no trap, unlike
   feraiseexcept. */
int fesetexcept(int excepts)
{
	__fe_set_flags(__fe_flags() | ((unsigned)excepts & FE_ALL_EXCEPT));
	return 0;
}
