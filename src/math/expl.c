#include "ld128.h"

/* binary128: e^r from the kernel, scaled by 2^k; ERANGE when the result
   overflows or falls below the normal range. */
long double expl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x > 11357)
		return scalbnl(x, 16383);        /* +inf, ERANGE */
	if (x < -11500) {
		if (isinf(x))
			return 0;
		return scalbnl(0x1p-16000L, -1000);  /* 0, underflow, ERANGE */
	}
	int k;
	long double r = __ld128_exp_reduce(x, &k);
	r = scalbnl(r, k);
	if (r < 0x1p-16382L)
		errno = ERANGE;
	return r;
}
