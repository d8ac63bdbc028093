#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* One step of the encoding: with the integer bit implicit, adding or
   removing one unit also crosses binades and the subnormal boundary. */
long double nextafterl(long double x, long double y)
{
	if (isnan(x) || isnan(y))
		return x + y;
	if (x == y)
		return y;
	union __ld128 u = { x };
	if (x == 0)
		u.f = __ld128_make(signbit(y) != 0, 0, 1);
	else if ((x < y) == !signbit(x))
		u.q++;
	else
		u.q--;
	int be = __LD128_EXP(u);
	if (be == 0x7fff) {
		volatile long double big = 0x1p16383L;
		__fp_forcel(big * big);
		errno = ERANGE;
	} else if (be == 0) {
		volatile long double tiny = 0x1p-16382L;
		__fp_forcel(tiny * tiny);
		errno = ERANGE;
	}
	return u.f;
}
