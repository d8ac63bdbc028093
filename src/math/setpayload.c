#define _GNU_SOURCE
#include "libm_ext.h"

/* A quiet NaN with payload pl when pl is an integer that fits the
   51 payload bits; otherwise +0 and a nonzero return. */
int setpayload(double *res, double pl)
{
	uint64_t p;
	if (isnan(pl) || !__payload_ok(pl, 51, &p)) {
		*res = 0;
		return 1;
	}
	*res = __f64_from(0x7ff8000000000000ull | p);
	return 0;
}
