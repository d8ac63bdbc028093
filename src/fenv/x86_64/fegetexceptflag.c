#include "fenv_arch.h"

int fegetexceptflag(fexcept_t *flagp, int excepts)
{
	*flagp = (fexcept_t)((__x87_status() | __mxcsr_get()) & (unsigned)excepts & FE_ALL_EXCEPT);
	return 0;
}
