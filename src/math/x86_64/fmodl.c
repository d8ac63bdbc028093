#include "libm_ext.h"

/* Reduction is left to fprem, exact and on the x87; it stops after at
   most 63 bits of quotient per call, C2 asking for another round.
   fprem raises invalid for an infinite x or a zero y itself. */
long double fmodl(long double x, long double y)
{
	if (!isnan(x) && !isnan(y) && (isinf(x) || y == 0))
		errno = EDOM;
	unsigned short sw;
	do
		__asm__("fprem; fnstsw %%ax" : "+t"(x), "=a"(sw) : "u"(y));
	while (sw & 0x400);
	return x;
}
