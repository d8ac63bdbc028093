#include "fenv_arch.h"

/* Bits outside FE_ALL_EXCEPT are ignored.  The x87 environment is only
   rewritten when one of its flags is to go: fldenv is slow. */
int feclearexcept(int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
	if (!e)
		return 0;
	if (__x87_status() & e) {
		fenv_t env;
		__x87_getenv(&env);
		env.__status &= ~e;
		__x87_setenv(&env);
	}
	unsigned m = __mxcsr_get();
	if (m & e)
		__mxcsr_set(m & ~e);
	return 0;
}
