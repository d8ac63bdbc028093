#include "fenv_arch.h"

int fegetexceptflag(fexcept_t *flagp, int excepts)
{
	*flagp = (fexcept_t)(__fe_flags() & (unsigned)excepts & FE_ALL_EXCEPT);
	return 0;
}
