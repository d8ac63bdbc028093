#define _GNU_SOURCE
#include "fenv_arch.h"

/* The exceptions that trap: those unmasked in the x87 control word
   (feenableexcept keeps MXCSR's masks the same). */
int fegetexcept(void)
{
	return (int)(~__x87_control() & FE_ALL_EXCEPT);
}
