#define _GNU_SOURCE
#include "fenv_arch.h"

/* The flags are set in MXCSR (fetestexcept reads both units): loading
   MXCSR with a flag set never traps, unlike feraiseexcept's fwait. */
int fesetexcept(int excepts)
{
	__mxcsr_set(__mxcsr_get() | ((unsigned)excepts & FE_ALL_EXCEPT));
	return 0;
}
