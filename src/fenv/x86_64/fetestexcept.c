#include "fenv_arch.h"

/* SSE arithmetic sets MXCSR's flags, long double arithmetic the x87's:
   a flag is raised when either unit has it. */
int fetestexcept(int excepts)
{
	return (int)((__x87_status() | __mxcsr_get()) & (unsigned)excepts & FE_ALL_EXCEPT);
}
