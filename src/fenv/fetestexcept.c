#include "fenv_arch.h"

int fetestexcept(int excepts)
{
	return (int)(__fe_flags() & (unsigned)excepts & FE_ALL_EXCEPT);
}
