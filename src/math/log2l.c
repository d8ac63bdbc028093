#include "ld128.h"

#define LOG2E 0x171547652b82fe1777d0ffda0d23ap-112L

/* e + log2(m): exact for powers of two. */
long double log2l(long double x)
{
	if (isnan(x) || x <= 0 || isinf(x))
		return logl(x);
	int e;
	long double l = __ld128_log_reduce(x, &e);
	return e + l * LOG2E;
}
