#define _GNU_SOURCE
#include "libm_ext.h"

/* A signaling NaN with payload pl when pl is an integer that fits the
   51 payload bits and is not 0 (that encoding is infinity); otherwise
   +0 and a nonzero return. */
int setpayloadsig(double *res, double pl)
{
	uint64_t p;
	if (isnan(pl) || !__payload_ok(pl, 51, &p) || p == 0) {
		*res = 0;
		return 1;
	}
	*res = __f64_from(0x7ff0000000000000ull | p);
	return 0;
}
