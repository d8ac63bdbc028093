#define _GNU_SOURCE
#include "libm_ext.h"

/* A signaling NaN with payload pl when pl is an integer that fits the
   22 payload bits and is not 0 (that encoding is infinity); otherwise
   +0 and a nonzero return. */
int setpayloadsigf(float *res, float pl)
{
	uint64_t p;
	if (isnan(pl) || !__payload_ok((double)pl, 22, &p) || p == 0) {
		*res = 0;
		return 1;
	}
	*res = __f32_from(0x7f800000u | p);
	return 0;
}
