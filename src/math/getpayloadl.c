#define _GNU_SOURCE
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* The payload of a NaN (the 111 significand bits below the quiet bit,
   exactly representable) as a long double; -1 for a non-NaN. */
long double getpayloadl(const long double *x)
{
	union __ld128 u = { *x };
	/* from the bits: isnan would raise invalid on a signaling NaN */
	if (__LD128_EXP(u) != 0x7fff || !(u.q & __LD128_FRAC_MASK))
		return -1;
	return (long double)(u.q & (__LD128_FRAC_MASK >> 1));
}
