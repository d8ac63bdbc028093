#define _GNU_SOURCE
#include "fenv_arch.h"

/* The exceptions that trap: none on an arch without trap enables. */
int fegetexcept(void)
{
#ifdef __FE_TRAP_SHIFT
	return (int)(__fe_control() >> __FE_TRAP_SHIFT & FE_ALL_EXCEPT);
#else
	return 0;
#endif
}
