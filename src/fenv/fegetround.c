#include "fenv_arch.h"

int fegetround(void)
{
	return (int)(__fe_control() & __FE_ROUND_MASK);
}
