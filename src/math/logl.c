#include "ld128.h"

long double logl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x < 0) {
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (x == 0) {
		errno = ERANGE;
		return -1 / fabsl(x);
	}
	if (isinf(x))
		return x;
	int e;
	long double l = __ld128_log_reduce(x, &e);
	return e * __ld128_ln2() + l;
}
