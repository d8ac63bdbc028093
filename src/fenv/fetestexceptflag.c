#define _GNU_SOURCE
#include <fenv.h>

/* Which of excepts a saved fegetexceptflag value has, as fetestexcept
   does for the live flags. */
int fetestexceptflag(const fexcept_t *flagp, int excepts)
{
	return (int)(*flagp & (unsigned)excepts & FE_ALL_EXCEPT);
}
