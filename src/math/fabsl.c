#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* binary128: the sign bit cleared, NaNs included. */
long double fabsl(long double x)
{
	union __ld128 u = { x };
	u.i.hi &= ~(1ull << 63);
	return u.f;
}
