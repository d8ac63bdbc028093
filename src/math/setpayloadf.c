#define _GNU_SOURCE
#include "libm_ext.h"

/* A quiet NaN with payload pl when pl is an integer that fits the
   22 payload bits; otherwise +0 and a nonzero return. */
int setpayloadf(float *res, float pl)
{
	uint64_t p;
	if (isnan(pl) || !__payload_ok((double)pl, 22, &p)) {
		*res = 0;
		return 1;
	}
	*res = __f32_from(0x7fc00000u | p);
	return 0;
}
