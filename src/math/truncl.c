#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* binary128: the fraction bits below the binary point cleared. */
long double truncl(long double x)
{
	union __ld128 u = { x };
	int e = __LD128_EXP(u) - 16383;
	if (e >= 112)
		return e == 16384 ? x + x : x;
	if (e < 0)
		return __ld128_make(__LD128_SIGN(u), 0, 0);
	u.q &= ~((((unsigned __int128)1) << (112 - e)) - 1);
	return u.f;
}
