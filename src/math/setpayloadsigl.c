#define _GNU_SOURCE
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* A signaling NaN with payload pl when pl is an integer that fits the
   payload bits and is not 0 (that is infinity); otherwise +0 and a nonzero return.
   The test is on the encoding, so nothing is raised. */
int setpayloadsigl(long double *res, long double pl)
{
	union __ld128 u = { pl };
	int e = (int)(u.i.hi >> 48) - 16383;   /* a sign bit makes it >= 16385 */
	unsigned __int128 p = 0;
	if (u.q) {
		unsigned __int128 m = (u.q & __LD128_FRAC_MASK) | (unsigned __int128)1 << 112;
		if (e < 0 || e >= 111 || (m & (((unsigned __int128)1 << (112 - e)) - 1)))
			goto bad;
		p = m >> (112 - e);
	}
	if (!p)
		goto bad;
	*res = __ld128_make(0, 0x7fff, p);
	return 0;
bad:
	*res = 0;
	return 1;
}
