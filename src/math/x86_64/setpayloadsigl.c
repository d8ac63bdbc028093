#define _GNU_SOURCE
#include "libm_ext.h"

/* A signaling NaN with payload pl when pl is an integer that fits the
   payload bits and is not 0 (that is infinity); otherwise +0 and a nonzero return.
   The test is on the encoding, so nothing is raised. */
int setpayloadsigl(long double *res, long double pl)
{
	union __ld80 u = { pl };
	int e = u.i.se - 16383;   /* a sign bit makes it >= 16385 */
	uint64_t p = 0;
	if (u.i.se || u.i.m) {
		if (e < 0 || e >= 62 || (u.i.m & ((1ull << (63 - e)) - 1)))
			goto bad;
		p = u.i.m >> (63 - e);
	}
	if (!p)
		goto bad;
	*res = __ld80_make(0x7fff, 1ull << 63 | p);
	return 0;
bad:
	*res = 0;
	return 1;
}
