#define _GNU_SOURCE
#include "fenv_arch.h"

/* The trap enables are optional hardware: read back, bits that did not
   stick mean the core cannot trap, and -1 (the control register as it
   was).  An arch without trap enables can only enable nothing. */
int feenableexcept(int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
#ifdef __FE_TRAP_SHIFT
	unsigned c = __fe_control(), want = c | e << __FE_TRAP_SHIFT;
	if (want != c) {
		__fe_set_control(want);
		if (__fe_control() != want) {
			__fe_set_control(c);
			return -1;
		}
	}
	return (int)(c >> __FE_TRAP_SHIFT & FE_ALL_EXCEPT);
#else
	return e ? -1 : 0;
#endif
}
