#include "fenv_arch.h"

/* The flags are set in the x87 status word and fwait then delivers any
   that are unmasked as SIGFPE, as the operation that raised them would.
   Setting them directly, not by arithmetic, raises no extra inexact
   with overflow or underflow. */
int feraiseexcept(int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
	if (!e)
		return 0;
	fenv_t env;
	__x87_getenv(&env);
	env.__status |= e;
	__x87_setenv(&env);
	__asm__ volatile("fwait" : : : "memory");
	return 0;
}
