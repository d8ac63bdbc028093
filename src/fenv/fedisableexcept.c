#define _GNU_SOURCE
#include "fenv_arch.h"

/* The previously enabled set is returned (none on an arch without trap
   enables). */
int fedisableexcept(int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
#ifdef __FE_TRAP_SHIFT
	unsigned c = __fe_control();
	__fe_set_control(c & ~(e << __FE_TRAP_SHIFT));
	return (int)(c >> __FE_TRAP_SHIFT & FE_ALL_EXCEPT);
#else
	(void)e;
	return 0;
#endif
}
