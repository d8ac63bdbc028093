#define _GNU_SOURCE
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* The least long double above x, quietly: one step of the encoding,
   which crosses binades by itself. */
long double nextupl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x == INFINITY)
		return x;
	if (x == 0)
		return __ld128_make(0, 0, 1);
	union __ld128 u = { x };
	if (signbit(x))
		u.q--;
	else
		u.q++;
	return u.f;
}
