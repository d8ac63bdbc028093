#include "fenv_arch.h"

/* The selected flags take their saved state; nothing traps. */
int fesetexceptflag(const fexcept_t *flagp, int excepts)
{
	unsigned e = (unsigned)excepts & FE_ALL_EXCEPT;
	if (e)
		__fe_set_flags((__fe_flags() & ~e) | (*flagp & e));
	return 0;
}
